"use client";

import {
  type Alignment,
  addLayer,
  alignLayer,
  checkImageFile,
  checkImagePixels,
  duplicateLayer,
  EDITOR_FONTS,
  EDITOR_IMAGE_TYPES,
  type EditorDocument,
  type EditorFont,
  type EditorLayer,
  type EditorShapeType,
  type LayerOrder,
  newImageLayer,
  newLayer,
  removeLayer,
  reorderLayer,
  updateLayer,
} from "@inkforge/domain/designs/editor-document";
import {
  fitZoom,
  type Guide,
  SNAP_SCREEN_PX,
  snapBox,
  zoomIn,
  zoomOut,
} from "@inkforge/domain/designs/editor-guides";
import {
  canRedo,
  canUndo,
  commit,
  createHistory,
  type History,
  redo,
  undo,
} from "@inkforge/domain/designs/editor-history";
import {
  CORNERS,
  type Corner,
  cornerPoint,
  normaliseRotation,
  ROTATION_SNAP_DEG,
  resizeBy,
  resizeFromCorner,
  rotateStep,
  rotationTowards,
  type TurnedBox,
} from "@inkforge/domain/designs/editor-transform";
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from "react";
import { FONT_STACKS, textLines } from "./draw-editor-layers";

/*
 * The shared design editor (issue 31, decision 0140): layers on an SVG canvas of exact pixel
 * size, with alignment guides and snapping, undo/redo, keyboard shortcuts and zoom. The A+ maker
 * and the pattern designer mount it (through design-editor-loader.tsx, after the first paint); the
 * rules are pure functions in packages/domain/src/designs/editor-*.ts. A page passes the first
 * document and gets every change back; opening another design remounts the editor (a new `key`),
 * which starts a fresh undo history.
 */

type EditorBackground = (context: CanvasRenderingContext2D) => void | Promise<void>;

/** A stored image the page has loaded, by its name in the member's design images. */
type EditorImages = ReadonlyMap<string, HTMLImageElement>;
/** Stores a checked file in the member's design images and loads it; the name comes back. */
type AddEditorImage = (file: File) => Promise<{ src: string }>;

type Props = {
  /** Names the canvas for screen readers and tests ("A+ header image", "Cover front"). */
  label: string;
  initial: EditorDocument;
  onChange: (document: EditorDocument) => void;
  /** Drawn under the layers at the canvas's pixel size (a colour, a chosen image, a pattern). */
  background?: EditorBackground;
  /** The zoom the editor opens at; by default the canvas fits the window's width. */
  initialZoom?: number;
  /** Images the layers draw; with `onAddImage` the author may add their own as a layer. */
  images?: EditorImages;
  onAddImage?: AddEditorImage;
};

const buttonClass =
  "h-8 rounded-md border border-slate-300 bg-white px-2 text-xs font-semibold text-ink-900 hover:bg-ink-50 disabled:opacity-40";
const fieldClass = "h-8 rounded-md border border-slate-300 px-2 text-sm";
const ADD: { type: EditorShapeType; label: string }[] = [
  { type: "text", label: "Text" },
  { type: "rect", label: "Rectangle" },
  { type: "ellipse", label: "Ellipse" },
];
const ALIGN: { value: Alignment; label: string }[] = [
  { value: "left", label: "Left" },
  { value: "center", label: "Centre" },
  { value: "right", label: "Right" },
  { value: "top", label: "Top" },
  { value: "middle", label: "Middle" },
  { value: "bottom", label: "Bottom" },
];

let nextId = 0;
function freshLayerId(): string {
  nextId += 1;
  return `l${Date.now().toString(36)}${nextId}`;
}

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.tagName === "INPUT" || target.tagName === "TEXTAREA" || target.tagName === "SELECT")
  );
}

/** A turned layer turns about its box's centre, in the SVG as on the export's canvas. */
function turnOf(layer: TurnedBox): string | undefined {
  if (!layer.rotation) return undefined;
  return `rotate(${layer.rotation} ${layer.x + layer.width / 2} ${layer.y + layer.height / 2})`;
}

function LayerShape({ layer, images }: { layer: EditorLayer; images: EditorImages | undefined }) {
  if (!layer.visible) return null;
  if (layer.type === "image") {
    const image = images?.get(layer.src);
    return image ? (
      <image
        href={image.src}
        x={layer.x}
        y={layer.y}
        width={layer.width}
        height={layer.height}
        opacity={layer.opacity}
        preserveAspectRatio="none"
      />
    ) : (
      // Not loaded (yet): its place is shown so it can still be selected and moved.
      <rect
        x={layer.x}
        y={layer.y}
        width={layer.width}
        height={layer.height}
        fill="#cbd5e1"
        opacity={0.6}
      />
    );
  }
  if (layer.type === "rect") {
    return (
      <rect
        x={layer.x}
        y={layer.y}
        width={layer.width}
        height={layer.height}
        rx={layer.radius}
        fill={layer.fill}
        opacity={layer.opacity}
      />
    );
  }
  if (layer.type === "ellipse") {
    return (
      <ellipse
        cx={layer.x + layer.width / 2}
        cy={layer.y + layer.height / 2}
        rx={layer.width / 2}
        ry={layer.height / 2}
        fill={layer.fill}
        opacity={layer.opacity}
      />
    );
  }
  const anchor = layer.align === "left" ? "start" : layer.align === "right" ? "end" : "middle";
  return (
    <text
      fontFamily={FONT_STACKS[layer.font]}
      fontSize={layer.fontSizePx}
      fontWeight={layer.bold ? "bold" : "normal"}
      fill={layer.fill}
      opacity={layer.opacity}
      textAnchor={anchor}
      dominantBaseline="central"
      stroke={layer.outline?.color}
      strokeWidth={layer.outline?.widthPx}
      strokeLinejoin="round"
      paintOrder="stroke"
    >
      {textLines(layer).map(({ line, x, y }, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity but their place
        <tspan key={i} x={x} y={y}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

function BackgroundCanvas({
  width,
  height,
  draw,
}: {
  width: number;
  height: number;
  draw: EditorBackground;
}) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    const context = canvas?.getContext("2d");
    if (!canvas || !context) return;
    canvas.width = width;
    canvas.height = height;
    void draw(context);
  }, [width, height, draw]);
  // The svg above names the whole canvas; the background is part of that picture.
  return (
    <div aria-hidden="true" className="absolute inset-0">
      <canvas ref={ref} className="h-full w-full" />
    </div>
  );
}

function openingZoom(document: EditorDocument): number {
  if (typeof window === "undefined") return 1;
  const width = Math.min(window.innerWidth - 48, 720);
  return fitZoom(document, { width, height: Math.max(240, window.innerHeight * 0.6) });
}

type PointerDrag =
  | { kind: "move"; id: string; dx: number; dy: number }
  | { kind: "resize"; id: string; corner: Corner; start: TurnedBox }
  | { kind: "rotate"; id: string };

/** Images keep their proportions unless Shift is held; shapes and text keep them with Shift. */
function keepsAspect(layer: EditorLayer, shift: boolean): boolean {
  return layer.type === "image" ? !shift : shift;
}

function decodeFile(file: File): Promise<{ width: number; height: number }> {
  return createImageBitmap(file).then((bitmap) => {
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  });
}

export function DesignEditor({
  label,
  initial,
  onChange,
  background,
  initialZoom,
  images,
  onAddImage,
}: Props) {
  const [history, setHistory] = useState<History<EditorDocument>>(() => createHistory(initial));
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [zoom, setZoom] = useState(() => initialZoom ?? openingZoom(initial));
  const [guides, setGuides] = useState<Guide[]>([]);
  const drag = useRef<PointerDrag | null>(null);
  // Numbers each pointer drag, so its changes share a history key no other drag has.
  const drags = useRef(0);
  const [imageError, setImageError] = useState<string | null>(null);
  const [addingImage, setAddingImage] = useState(false);
  const svgRef = useRef<SVGSVGElement>(null);
  const document = history.present;
  const selected = document.layers.find((layer) => layer.id === selectedId) ?? null;

  const reported = useRef(initial);
  useEffect(() => {
    if (reported.current === document) return;
    reported.current = document;
    onChange(document);
  }, [document, onChange]);

  const change = (next: (doc: EditorDocument) => EditorDocument, key?: string, gesture?: boolean) =>
    setHistory((old) => {
      try {
        return commit(old, next(old.present), {
          now: Date.now(),
          ...(key ? { key } : {}),
          ...(gesture ? { gesture } : {}),
        });
      } catch {
        // A refused change (the layer cap, a layer gone meanwhile) leaves the design as it was.
        return old;
      }
    });

  const add = (type: EditorShapeType) => {
    const id = freshLayerId();
    change((doc) => addLayer(doc, newLayer(type, id, doc)));
    setSelectedId(id);
  };
  const order = (id: string, how: LayerOrder) => change((doc) => reorderLayer(doc, id, how));
  const edit = (id: string, patch: Partial<EditorLayer>, key?: string, gesture?: boolean) =>
    change((doc) => updateLayer(doc, id, patch), key, gesture);
  /** One pointer drag's changes, one undo step however long it lasts (its own key). */
  const editInDrag = (id: string, patch: Partial<EditorLayer>, kind: string) =>
    edit(id, patch, `${kind}:${id}:${drags.current}`, true);
  const remove = (id: string) => {
    change((doc) => removeLayer(doc, id));
    setSelectedId(null);
  };

  const addImage = async (file: File | undefined) => {
    setImageError(null);
    if (!file || !onAddImage) return;
    const issue = checkImageFile(file);
    if (issue) return setImageError(issue.message);
    setAddingImage(true);
    try {
      const size = await decodeFile(file).catch(() => null);
      if (!size) return setImageError("Image file: this file is not an image the browser can read");
      const tooLarge = checkImagePixels(size.width, size.height);
      if (tooLarge) return setImageError(tooLarge.message);
      const { src } = await onAddImage(file);
      const id = freshLayerId();
      const name = file.name.replace(/\.[a-z]+$/i, "") || "Image";
      change((doc) =>
        addLayer(
          doc,
          newImageLayer(id, { src, name, widthPx: size.width, heightPx: size.height }, doc),
        ),
      );
      setSelectedId(id);
    } catch (cause) {
      setImageError(
        `Image file: ${cause instanceof Error ? cause.message : "the image could not be added"}`,
      );
    } finally {
      setAddingImage(false);
    }
  };

  const toCanvas = (event: PointerEvent) => {
    const rect = svgRef.current?.getBoundingClientRect();
    const scale = rect && rect.width > 0 ? document.widthPx / rect.width : 1 / zoom;
    return {
      x: (event.clientX - (rect?.left ?? 0)) * scale,
      y: (event.clientY - (rect?.top ?? 0)) * scale,
    };
  };

  const startDrag = (event: PointerEvent, layer: EditorLayer) => {
    event.stopPropagation();
    setSelectedId(layer.id);
    if (layer.locked) return;
    const at = toCanvas(event);
    drags.current += 1;
    drag.current = { kind: "move", id: layer.id, dx: at.x - layer.x, dy: at.y - layer.y };
    svgRef.current?.setPointerCapture?.(event.pointerId);
  };

  const startHandle = (event: PointerEvent, layer: EditorLayer, handle: Corner | "rotate") => {
    event.stopPropagation();
    if (layer.locked) return;
    drags.current += 1;
    drag.current =
      handle === "rotate"
        ? { kind: "rotate", id: layer.id }
        : { kind: "resize", id: layer.id, corner: handle, start: { ...layer } };
    svgRef.current?.setPointerCapture?.(event.pointerId);
  };

  const moveDrag = (event: PointerEvent) => {
    const current = drag.current;
    if (!current) return;
    const layer = document.layers.find((l) => l.id === current.id);
    if (!layer) return;
    const at = toCanvas(event);
    if (current.kind === "resize") {
      const next = resizeFromCorner(current.start, current.corner, at, {
        keepAspect: keepsAspect(layer, event.shiftKey),
      });
      editInDrag(
        layer.id,
        {
          x: Math.round(next.x),
          y: Math.round(next.y),
          width: Math.max(1, Math.round(next.width)),
          height: Math.max(1, Math.round(next.height)),
        },
        "resize",
      );
      return;
    }
    if (current.kind === "rotate") {
      const snap = event.shiftKey ? ROTATION_SNAP_DEG : undefined;
      editInDrag(layer.id, { rotation: rotationTowards(layer, at, snap) }, "rotate");
      return;
    }
    const others = document.layers.filter((l) => l.id !== layer.id && l.visible);
    const snapped = snapBox(
      { x: at.x - current.dx, y: at.y - current.dy, width: layer.width, height: layer.height },
      others,
      document,
      SNAP_SCREEN_PX / zoom,
    );
    setGuides(snapped.guides);
    editInDrag(layer.id, { x: Math.round(snapped.x), y: Math.round(snapped.y) }, "move");
  };

  const endDrag = () => {
    drag.current = null;
    setGuides([]);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (isTyping(event.target)) return;
    const mod = event.ctrlKey || event.metaKey;
    const key = event.key.toLowerCase();
    let handled = true;
    if (mod && key === "z" && !event.shiftKey) setHistory(undo);
    else if (mod && (key === "y" || (key === "z" && event.shiftKey))) setHistory(redo);
    else if (mod && (key === "=" || key === "+")) setZoom(zoomIn);
    else if (mod && key === "-") setZoom(zoomOut);
    else if (mod && key === "0") setZoom(1);
    else if (mod && key === "d" && selected) {
      const id = freshLayerId();
      change((doc) => duplicateLayer(doc, selected.id, id));
      setSelectedId(id);
    } else if ((key === "delete" || key === "backspace") && selected) remove(selected.id);
    else if (key === "]" && selected) order(selected.id, event.shiftKey ? "front" : "forward");
    else if (key === "[" && selected) order(selected.id, event.shiftKey ? "back" : "backward");
    else if (key === "escape") setSelectedId(null);
    else if ((key === "," || key === "<" || key === "." || key === ">") && selected) {
      // , and . turn by a degree; with Shift to the next 15° (on most layouts Shift gives < and >).
      const direction = key === "," || key === "<" ? -1 : 1;
      const rotation = rotateStep(selected.rotation, direction, event.shiftKey);
      edit(selected.id, { rotation }, `rotate:${selected.id}`);
    } else if (key.startsWith("arrow") && selected && event.altKey) {
      // Alt+arrows resize from the top-left corner; images keep their proportions.
      const step = event.shiftKey ? 10 : 1;
      const dw = key === "arrowleft" ? -step : key === "arrowright" ? step : 0;
      const dh = key === "arrowup" ? -step : key === "arrowdown" ? step : 0;
      const next = resizeBy(selected, dw, dh, selected.type === "image");
      edit(
        selected.id,
        { width: Math.round(next.width), height: Math.round(next.height) },
        `resize:${selected.id}`,
      );
    } else if (key.startsWith("arrow") && selected) {
      const step = event.shiftKey ? 10 : 1;
      const dx = key === "arrowleft" ? -step : key === "arrowright" ? step : 0;
      const dy = key === "arrowup" ? -step : key === "arrowdown" ? step : 0;
      edit(selected.id, { x: selected.x + dx, y: selected.y + dy }, `nudge:${selected.id}`);
    } else handled = false;
    if (handled) event.preventDefault();
  };

  const layersTopFirst = [...document.layers].reverse();
  const percent = `${Math.round(zoom * 100)} %`;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the editor's shortcuts apply while focus is anywhere inside it
    <div className="grid gap-3" onKeyDown={onKeyDown} data-testid="design-editor">
      <div
        role="toolbar"
        aria-label={`${label} tools`}
        className="flex flex-wrap items-center gap-1"
      >
        {ADD.map(({ type, label: name }) => (
          <button key={type} type="button" className={buttonClass} onClick={() => add(type)}>
            + {name}
          </button>
        ))}
        {onAddImage ? (
          <label
            // The file input inside is hidden but takes the focus: the ring shows where it is.
            className={`${buttonClass} inline-flex cursor-pointer items-center focus-within:ring-2 focus-within:ring-blue-600 ${addingImage ? "opacity-40" : ""}`}
          >
            {addingImage ? "Adding…" : "+ Image"}
            <input
              type="file"
              accept={EDITOR_IMAGE_TYPES.join(",")}
              className="sr-only"
              aria-label="Image file"
              aria-invalid={imageError !== null}
              aria-describedby={imageError ? "design-editor-image-error" : undefined}
              disabled={addingImage}
              onChange={(event) => {
                void addImage(event.target.files?.[0]);
                event.target.value = "";
              }}
            />
          </label>
        ) : null}
        <span className="mx-1 h-6 w-px bg-slate-300" aria-hidden="true" />
        <button
          type="button"
          className={buttonClass}
          disabled={!canUndo(history)}
          onClick={() => setHistory(undo)}
          aria-keyshortcuts="Control+Z"
        >
          Undo
        </button>
        <button
          type="button"
          className={buttonClass}
          disabled={!canRedo(history)}
          onClick={() => setHistory(redo)}
          aria-keyshortcuts="Control+Shift+Z Control+Y"
        >
          Redo
        </button>
        <span className="mx-1 h-6 w-px bg-slate-300" aria-hidden="true" />
        <button
          type="button"
          className={buttonClass}
          aria-label="Zoom out"
          onClick={() => setZoom(zoomOut)}
        >
          −
        </button>
        <output aria-label="Zoom" className="w-14 text-center text-xs tabular-nums">
          {percent}
        </output>
        <button
          type="button"
          className={buttonClass}
          aria-label="Zoom in"
          onClick={() => setZoom(zoomIn)}
        >
          +
        </button>
        <button type="button" className={buttonClass} onClick={() => setZoom(1)}>
          100 %
        </button>
      </div>
      {imageError ? (
        <p id="design-editor-image-error" role="alert" className="text-sm font-medium text-red-700">
          {imageError}
        </p>
      ) : null}

      <div className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_14rem]">
        <div className="max-h-[70vh] overflow-auto rounded-md border border-slate-300 bg-[repeating-conic-gradient(#e2e8f0_0_25%,#fff_0_50%)] bg-[length:16px_16px]">
          <div
            className="relative"
            style={{ width: document.widthPx * zoom, height: document.heightPx * zoom }}
          >
            {background ? (
              <BackgroundCanvas
                width={document.widthPx}
                height={document.heightPx}
                draw={background}
              />
            ) : null}
            <svg
              ref={svgRef}
              role="img"
              aria-label={`${label}, ${document.widthPx} × ${document.heightPx} px, ${document.layers.length} layers`}
              viewBox={`0 0 ${document.widthPx} ${document.heightPx}`}
              className="absolute inset-0 h-full w-full touch-none select-none"
              onPointerMove={moveDrag}
              onPointerUp={endDrag}
              onPointerCancel={endDrag}
              onPointerDown={() => setSelectedId(null)}
            >
              {document.layers.map((layer) => (
                <g
                  key={layer.id}
                  data-layer={layer.name}
                  transform={turnOf(layer)}
                  onPointerDown={(event) => startDrag(event, layer)}
                  className={layer.locked ? "" : "cursor-move"}
                >
                  <LayerShape layer={layer} images={images} />
                  <rect
                    x={layer.x}
                    y={layer.y}
                    width={layer.width}
                    height={layer.height}
                    fill="transparent"
                    stroke={layer.id === selectedId ? "#2563eb" : "none"}
                    strokeWidth={2 / zoom}
                    strokeDasharray={`${6 / zoom} ${4 / zoom}`}
                  />
                </g>
              ))}
              {selected && !selected.locked && selected.visible ? (
                <Handles
                  layer={selected}
                  zoom={zoom}
                  onStart={(event, handle) => startHandle(event, selected, handle)}
                />
              ) : null}
              {guides.map((guide) => (
                <line
                  key={`${guide.axis}${guide.at}`}
                  data-testid="editor-guide"
                  x1={guide.axis === "x" ? guide.at : 0}
                  x2={guide.axis === "x" ? guide.at : document.widthPx}
                  y1={guide.axis === "y" ? guide.at : 0}
                  y2={guide.axis === "y" ? guide.at : document.heightPx}
                  stroke="#db2777"
                  strokeWidth={1 / zoom}
                />
              ))}
            </svg>
          </div>
        </div>

        <div className="grid content-start gap-3">
          <section aria-label={`${label} layers`} className="grid gap-1">
            <h4 className="text-sm font-semibold text-slate-900">Layers (top first)</h4>
            {layersTopFirst.length === 0 ? (
              <p className="text-xs text-slate-600">Add text or a shape.</p>
            ) : null}
            <ol className="grid gap-1" aria-label="Layers">
              {layersTopFirst.map((layer, i) => (
                <li
                  key={layer.id}
                  className={`flex items-center gap-1 rounded border px-1 py-0.5 text-xs ${layer.id === selectedId ? "border-blue-500 bg-blue-50" : "border-slate-200 bg-white"}`}
                >
                  <button
                    type="button"
                    className="min-w-0 flex-1 truncate text-left"
                    aria-pressed={layer.id === selectedId}
                    onClick={() => setSelectedId(layer.id)}
                  >
                    {layer.name}
                    {layer.type === "text" ? `: ${layer.text}` : ""}
                  </button>
                  <button
                    type="button"
                    aria-label={`Bring ${layer.name} forward`}
                    disabled={i === 0}
                    className="px-1 disabled:opacity-30"
                    onClick={() => order(layer.id, "forward")}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    aria-label={`Send ${layer.name} backward`}
                    disabled={i === layersTopFirst.length - 1}
                    className="px-1 disabled:opacity-30"
                    onClick={() => order(layer.id, "backward")}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    aria-label={`${layer.visible ? "Hide" : "Show"} ${layer.name}`}
                    className="px-1"
                    onClick={() => edit(layer.id, { visible: !layer.visible })}
                  >
                    {layer.visible ? "👁" : "–"}
                  </button>
                  <button
                    type="button"
                    aria-label={`${layer.locked ? "Unlock" : "Lock"} ${layer.name}`}
                    aria-pressed={layer.locked}
                    className="px-1"
                    onClick={() => edit(layer.id, { locked: !layer.locked })}
                  >
                    {layer.locked ? "🔒" : "🔓"}
                  </button>
                  <button
                    type="button"
                    aria-label={`Delete ${layer.name}`}
                    className="px-1 text-red-700"
                    onClick={() => remove(layer.id)}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ol>
          </section>

          {selected ? (
            <LayerProperties
              layer={selected}
              onEdit={(patch, key) => edit(selected.id, patch, key)}
              onAlign={(alignment) => change((doc) => alignLayer(doc, selected.id, alignment))}
            />
          ) : null}
          <p className="text-xs text-slate-600">
            Ctrl+Z undo, Ctrl+Shift+Z redo, arrows move (Shift: 10 px), Alt+arrows resize, , and .
            rotate (Shift: 15°), [ and ] order, Ctrl+D copy, Delete removes, Ctrl +/− zoom. Drag a
            corner to resize (images keep their proportions; Shift frees them, or keeps a
            shape&apos;s), the round handle to rotate.
          </p>
        </div>
      </div>
    </div>
  );
}

/** Corner squares and the rotate knob above the top edge, turned with the layer. */
function Handles({
  layer,
  zoom,
  onStart,
}: {
  layer: EditorLayer;
  zoom: number;
  onStart: (event: PointerEvent, handle: Corner | "rotate") => void;
}) {
  const size = 12 / zoom;
  const knob = { x: layer.x + layer.width / 2, y: layer.y - 28 / zoom };
  const unturned = { ...layer, rotation: 0 };
  return (
    <g transform={turnOf(layer)} data-testid="editor-handles">
      <line
        x1={knob.x}
        y1={knob.y}
        x2={knob.x}
        y2={layer.y}
        stroke="#2563eb"
        strokeWidth={1.5 / zoom}
      />
      <circle
        data-handle="rotate"
        cx={knob.x}
        cy={knob.y}
        r={size * 0.6}
        fill="#ffffff"
        stroke="#2563eb"
        strokeWidth={2 / zoom}
        className="cursor-grab"
        onPointerDown={(event) => onStart(event, "rotate")}
      />
      {CORNERS.map((corner) => {
        const at = cornerPoint(unturned, corner);
        return (
          <rect
            key={corner}
            data-handle={corner}
            x={at.x - size / 2}
            y={at.y - size / 2}
            width={size}
            height={size}
            fill="#ffffff"
            stroke="#2563eb"
            strokeWidth={2 / zoom}
            className={
              corner === "nw" || corner === "se" ? "cursor-nwse-resize" : "cursor-nesw-resize"
            }
            onPointerDown={(event) => onStart(event, corner)}
          />
        );
      })}
    </g>
  );
}

function NumberField({
  label,
  value,
  onChange,
  min,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
}) {
  return (
    <label className="grid gap-0.5 text-xs font-semibold text-ink-900">
      {label}
      <input
        type="number"
        // A number input is about 20 characters wide by default: in two columns it would spill out.
        className={`${fieldClass} w-full min-w-0`}
        value={value}
        min={min}
        onChange={(e) => {
          const next = Number(e.target.value);
          if (e.target.value !== "" && Number.isFinite(next) && (min === undefined || next >= min))
            onChange(next);
        }}
      />
    </label>
  );
}

function LayerProperties({
  layer,
  onEdit,
  onAlign,
}: {
  layer: EditorLayer;
  onEdit: (patch: Partial<EditorLayer>, key?: string) => void;
  onAlign: (alignment: Alignment) => void;
}) {
  const key = (field: string) => `${field}:${layer.id}`;
  return (
    <section aria-label="Selected layer" className="grid gap-2">
      <h4 className="text-sm font-semibold text-slate-900">{layer.name}</h4>
      {layer.locked ? (
        <p className="text-xs text-slate-600">Locked: unlock it to change it.</p>
      ) : null}
      {layer.type === "text" ? (
        <>
          <label className="grid gap-0.5 text-xs font-semibold text-ink-900">
            Text
            <textarea
              className="rounded-md border border-slate-300 px-2 py-1 text-sm"
              rows={2}
              maxLength={2000}
              value={layer.text}
              onChange={(e) => onEdit({ text: e.target.value }, key("text"))}
            />
          </label>
          <label className="grid gap-0.5 text-xs font-semibold text-ink-900">
            Font
            <select
              className={fieldClass}
              value={layer.font}
              onChange={(e) => onEdit({ font: e.target.value as EditorFont })}
            >
              {EDITOR_FONTS.map((font) => (
                <option key={font} value={font}>
                  {font}
                </option>
              ))}
            </select>
          </label>
          <div className="grid grid-cols-2 gap-2">
            <NumberField
              label="Size (px)"
              value={layer.fontSizePx}
              min={4}
              onChange={(fontSizePx) => onEdit({ fontSizePx }, key("size"))}
            />
            <label className="flex items-end gap-1 text-xs font-semibold text-ink-900">
              <input
                type="checkbox"
                checked={layer.bold}
                onChange={(e) => onEdit({ bold: e.target.checked })}
              />
              Bold
            </label>
          </div>
          <label className="flex items-center gap-1 text-xs font-semibold text-ink-900">
            <input
              type="checkbox"
              checked={layer.outline !== null}
              onChange={(e) =>
                onEdit({ outline: e.target.checked ? { color: "#1f2a44", widthPx: 6 } : null })
              }
            />
            Outline
          </label>
        </>
      ) : null}
      {layer.type === "image" ? (
        <p className="text-xs text-slate-600 tabular-nums">
          Your image, {layer.naturalWidthPx} × {layer.naturalHeightPx} px
        </p>
      ) : (
        <label className="flex items-center gap-2 text-xs font-semibold text-ink-900">
          Colour
          <input
            type="color"
            value={layer.fill}
            onChange={(e) => onEdit({ fill: e.target.value }, key("fill"))}
          />
        </label>
      )}
      <div className="grid grid-cols-2 gap-2">
        <NumberField label="X" value={layer.x} onChange={(x) => onEdit({ x }, key("x"))} />
        <NumberField label="Y" value={layer.y} onChange={(y) => onEdit({ y }, key("y"))} />
        <NumberField
          label="Width"
          value={layer.width}
          min={1}
          onChange={(width) => onEdit({ width }, key("w"))}
        />
        <NumberField
          label="Height"
          value={layer.height}
          min={1}
          onChange={(height) => onEdit({ height }, key("h"))}
        />
        <NumberField
          label="Rotation (°)"
          value={layer.rotation}
          onChange={(rotation) => onEdit({ rotation: normaliseRotation(rotation) }, key("rotate"))}
        />
      </div>
      <fieldset className="grid gap-1">
        <legend className="text-xs font-semibold text-ink-900">Align to the canvas</legend>
        <div className="flex flex-wrap gap-1">
          {ALIGN.map(({ value, label }) => (
            <button
              key={value}
              type="button"
              className={buttonClass}
              aria-label={`Align ${label.toLowerCase()}`}
              onClick={() => onAlign(value)}
            >
              {label}
            </button>
          ))}
        </div>
      </fieldset>
    </section>
  );
}
