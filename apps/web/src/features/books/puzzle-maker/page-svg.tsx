import type { Element } from "@inkforge/domain/books/interior/elements";
import type { FontRole } from "@inkforge/domain/books/interior/font-metrics";
import type { LaidOutPage } from "@inkforge/domain/books/interior/layout-book";

/*
 * One laid-out page drawn as SVG in the page's own coordinates (points, origin top-left, y down,
 * as the engine places everything), so the preview is the PDF's geometry at screen size. The
 * PDF's standard fonts are drawn with their usual screen stand-ins.
 */

const SANS = "Helvetica, Arial, sans-serif";
const SERIF = "'Times New Roman', Times, serif";
const FONTS: Record<FontRole, { family: string; weight: number; style?: "italic" }> = {
  regular: { family: SANS, weight: 400 },
  bold: { family: SANS, weight: 700 },
  mono: { family: "'Courier New', Courier, monospace", weight: 700 },
  // The book writer's faces (decision 0120), for a preview of its pages.
  serif: { family: SERIF, weight: 400 },
  "serif-italic": { family: SERIF, weight: 400, style: "italic" },
  "serif-bold": { family: SERIF, weight: 700 },
  "serif-bold-italic": { family: SERIF, weight: 700, style: "italic" },
  "sans-italic": { family: SANS, weight: 400, style: "italic" },
  "sans-bold-italic": { family: SANS, weight: 700, style: "italic" },
};

/** Ink coverage (0 none … 1 black) as an SVG grey. */
const ink = (fill: number) => {
  const level = Math.round(255 * (1 - Math.min(1, Math.max(0, fill))));
  return `rgb(${level},${level},${level})`;
};

function drawElement(element: Element, key: number) {
  switch (element.kind) {
    case "text":
      return (
        <text
          key={key}
          x={element.x}
          y={element.baseline}
          fontSize={element.sizePt}
          fontFamily={FONTS[element.font].family}
          fontWeight={FONTS[element.font].weight}
          fontStyle={FONTS[element.font].style}
          textLength={element.width > 0 ? element.width : undefined}
          lengthAdjust="spacingAndGlyphs"
        >
          {element.text}
        </text>
      );
    case "line":
      return (
        <line
          key={key}
          x1={element.x1}
          y1={element.y1}
          x2={element.x2}
          y2={element.y2}
          stroke="black"
          strokeWidth={element.strokePt}
        />
      );
    case "rect":
      return (
        <rect
          key={key}
          x={element.x}
          y={element.y}
          width={element.width}
          height={element.height}
          fill={element.fill > 0 ? ink(element.fill) : "none"}
          stroke={element.strokePt > 0 ? "black" : "none"}
          strokeWidth={element.strokePt}
        />
      );
    case "circle":
      return (
        <circle
          key={key}
          cx={element.cx}
          cy={element.cy}
          r={element.r}
          fill={element.fill > 0 ? ink(element.fill) : "none"}
          stroke={element.strokePt > 0 ? "black" : "none"}
          strokeWidth={element.strokePt}
        />
      );
    case "polyline": {
      const points = [];
      for (let index = 0; index + 1 < element.points.length; index += 2) {
        points.push(`${element.points[index]},${element.points[index + 1]}`);
      }
      const Shape = element.closed ? "polygon" : "polyline";
      return (
        <Shape
          key={key}
          points={points.join(" ")}
          fill="none"
          stroke="black"
          strokeWidth={element.strokePt}
          strokeLinejoin="round"
        />
      );
    }
    case "image":
      return (
        <image
          key={key}
          href={element.src}
          x={element.x}
          y={element.y}
          width={element.width}
          height={element.height}
        />
      );
    case "grid": {
      const { x, y, rows, cols, cellSize, strokePt } = element;
      const font = FONTS[element.font];
      const lines = [];
      for (let row = 0; row <= rows; row += 1) {
        lines.push(`M${x},${y + row * cellSize}h${cols * cellSize}`);
      }
      for (let col = 0; col <= cols; col += 1) {
        lines.push(`M${x + col * cellSize},${y}v${rows * cellSize}`);
      }
      return (
        <g key={key}>
          {element.fills?.map((fill, index) =>
            fill > 0 ? (
              <rect
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are fixed by position
                key={index}
                x={x + (index % cols) * cellSize}
                y={y + Math.floor(index / cols) * cellSize}
                width={cellSize}
                height={cellSize}
                fill={ink(fill)}
              />
            ) : null,
          )}
          <path d={lines.join("")} stroke="black" strokeWidth={strokePt} fill="none" />
          <g
            fontSize={element.sizePt}
            fontFamily={font.family}
            fontWeight={font.weight}
            textAnchor="middle"
            dominantBaseline="central"
          >
            {element.cells.map((cell, index) =>
              cell ? (
                <text
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are fixed by position
                  key={index}
                  x={x + ((index % cols) + 0.5) * cellSize}
                  y={y + (Math.floor(index / cols) + 0.5) * cellSize}
                >
                  {cell}
                </text>
              ) : null,
            )}
          </g>
        </g>
      );
    }
  }
}

export function PageSvg({
  page,
  showSafeArea = false,
}: {
  page: LaidOutPage;
  showSafeArea?: boolean;
}) {
  return (
    <svg
      viewBox={`0 0 ${page.widthPt} ${page.heightPt}`}
      role="img"
      aria-label={`Page ${page.number}${page.blank ? " (blank)" : ""}`}
      className="h-auto w-full bg-white shadow ring-1 ring-slate-300"
    >
      {showSafeArea ? (
        <rect
          x={page.safeArea.x}
          y={page.safeArea.y}
          width={page.safeArea.width}
          height={page.safeArea.height}
          fill="none"
          stroke="#16a34a"
          strokeWidth={0.75}
          strokeDasharray="4 3"
        />
      ) : null}
      {page.elements.map((element, index) => drawElement(element, index))}
    </svg>
  );
}
