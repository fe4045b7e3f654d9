import type { APlusTemplatePlan } from "@inkforge/domain/tools/a-plus-template/a-plus-template";

/*
 * The stacked A+ page to scale: one SVG user unit is one pixel of the product page (970 px for
 * standard modules, 1464 px once a premium module is on it), scaled to the column's width.
 */
export function APlusPreview({ plan }: { plan: APlusTemplatePlan }) {
  const { widthPx, heightPx, blocks } = plan.preview;
  return (
    <svg
      role="img"
      aria-label={`Preview of the A+ page: ${blocks.length} modules, ${widthPx} px wide`}
      data-testid="a-plus-preview"
      viewBox={`0 0 ${widthPx} ${Math.max(heightPx, 1)}`}
      className="h-auto w-full rounded border border-slate-300 bg-white"
    >
      {blocks.map((block) => (
        <g key={`${block.position}-${block.module.id}`}>
          <rect
            x={block.xPx}
            y={block.yPx}
            width={block.widthPx}
            height={block.heightPx}
            fill={block.module.tier === "premium" ? "#eef2ff" : "#f8fafc"}
            stroke="#cbd5e1"
            strokeWidth={2}
          />
          {block.textLines.map((line) => (
            <rect
              key={`${line.xPx}-${line.yPx}`}
              x={line.xPx}
              y={line.yPx}
              width={line.widthPx}
              height={line.heightPx}
              rx={4}
              fill="#cbd5e1"
            />
          ))}
          {block.images.map((image) => (
            <g key={`${image.xPx}-${image.yPx}`}>
              <rect
                x={image.xPx}
                y={image.yPx}
                width={image.widthPx}
                height={image.heightPx}
                fill="#e2e8f0"
                stroke="#475569"
                strokeWidth={2}
              />
              <text
                x={image.xPx + image.widthPx / 2}
                y={image.yPx + image.heightPx / 2}
                textAnchor="middle"
                dominantBaseline="middle"
                fontSize={Math.min(28, image.widthPx / 7, image.heightPx / 3)}
                fontFamily="Helvetica, Arial, sans-serif"
                fill="#0f172a"
              >
                {image.label === "Video 16:9" ? "Video" : `${image.widthPx} × ${image.heightPx}`}
              </text>
            </g>
          ))}
          <text
            x={block.xPx + 8}
            y={block.yPx + 16}
            fontSize={14}
            fontWeight={700}
            fontFamily="Helvetica, Arial, sans-serif"
            fill="#334155"
          >
            {`${block.position}. ${block.module.name}`}
          </text>
        </g>
      ))}
    </svg>
  );
}
