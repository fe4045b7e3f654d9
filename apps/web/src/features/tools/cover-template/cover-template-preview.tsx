import type { CoverTemplate } from "@inkforge/domain/tools/cover-template/cover-template";
import { type GuideShape, listCoverGuides } from "@inkforge/domain/tools/cover-template/guides";

/*
 * The template drawn to scale from the same guide list as the PDF and the PNG. The SVG's user
 * unit is one inch, so every box keeps its true proportion at any screen width.
 */

const PT = 1 / 72;

function Shape({ shape }: { shape: GuideShape }) {
  if (shape.kind === "rect") {
    const { xIn, yIn, widthIn, heightIn } = shape.rect;
    return (
      <rect
        x={xIn}
        y={yIn}
        width={widthIn}
        height={heightIn}
        fill={shape.fill ?? "none"}
        stroke={shape.stroke}
        strokeWidth={shape.stroke ? (shape.lineWidthPt ?? 1) * PT : undefined}
        strokeDasharray={shape.dashPt?.map((dash) => dash * PT).join(" ")}
      />
    );
  }
  if (shape.kind === "line") {
    return (
      <line
        x1={shape.x1In}
        y1={shape.y1In}
        x2={shape.x2In}
        y2={shape.y2In}
        stroke={shape.stroke}
        strokeWidth={shape.lineWidthPt * PT}
        strokeDasharray={shape.dashPt?.map((dash) => dash * PT).join(" ")}
      />
    );
  }
  // SVG cannot measure text before layout; an estimate of Helvetica's width decides the squeeze.
  const size = shape.sizePt * PT;
  const estimated = shape.text.length * size * 0.55;
  const squeeze = estimated > shape.maxWidthIn;
  return (
    <text
      x={shape.xIn}
      y={shape.yIn}
      fontSize={size}
      fontWeight={shape.bold ? 700 : 400}
      fontFamily="Helvetica, Arial, sans-serif"
      fill={shape.color}
      textAnchor={shape.align === "center" ? "middle" : "start"}
      transform={shape.vertical ? `rotate(-90 ${shape.xIn} ${shape.yIn})` : undefined}
      textLength={squeeze ? shape.maxWidthIn : undefined}
      lengthAdjust={squeeze ? "spacingAndGlyphs" : undefined}
    >
      {shape.text}
    </text>
  );
}

export function CoverTemplatePreview({ template }: { template: CoverTemplate }) {
  const shapes = listCoverGuides(template);
  return (
    <svg
      role="img"
      aria-label={`To-scale preview of the ${template.widthIn} × ${template.heightIn} in cover template`}
      data-testid="cover-preview"
      viewBox={`0 0 ${template.widthIn} ${template.heightIn}`}
      className="h-auto w-full rounded border border-slate-300 bg-white"
    >
      {shapes.map((shape, index) => (
        // The list is rebuilt whole for each template, so the index is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Shape key={index} shape={shape} />
      ))}
    </svg>
  );
}
