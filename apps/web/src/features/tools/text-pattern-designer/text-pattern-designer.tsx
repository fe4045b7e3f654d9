"use client";

import { type EditorDocument, newEditorDocument } from "@inkforge/domain/designs/editor-document";
import {
  PALETTE_IDS,
  PATTERN_KINDS,
  PATTERN_PALETTES,
  PATTERN_SCALE,
  type PaletteId,
  type PatternKind,
  patternPageSvg,
  patternTileSvg,
  pixelsAt300Dpi,
  readPatternDocument,
  type TitleArt,
  titleArtSvg,
} from "@inkforge/domain/designs/patterns";
import Link from "next/link";
import { useCallback, useMemo, useState } from "react";
import { PlanGate } from "@/components/layout/plan-gate";
import { ToolUpgradePrompt } from "@/components/layout/tool-upgrade-prompt";
import { toast } from "@/components/toast/toast-store";
import { ToolButton } from "@/components/ui/tool-button";
import { AccountDesigns } from "@/features/tools/shared/account-designs";
import { useRecordToolUse } from "@/features/tools/shared/record-tool-use";
import { QueryProvider } from "@/lib/api/query-provider";
import { usePlanCapability } from "@/lib/api/use-research";
import { DesignEditorLoader } from "../design-editor/design-editor-loader";
import { drawEditorLayers } from "../design-editor/draw-editor-layers";
import { canvasToBlob, drawSvg, patternParam, svgToCanvas } from "./pattern-files";

/*
 * The text and pattern designer (issue 31, decision 0115): seamless patterns from the domain's SVG
 * (kind, palette, scale) exported as a 3600 px tile and a letter page at 300 DPI, title text art
 * as transparent PNG and SVG, and "Use as cover background", which opens the cover designer with
 * the pattern as its front image.
 */

export type PatternOffer = { plans: string[]; bundleHref: string; bundlePrice: string };

const sectionClass = "grid content-start gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4";
const controlClass = "h-10 rounded-md border border-slate-300 px-3 text-sm";
const KIND_NAMES: Record<PatternKind, string> = {
  geometric: "Geometric",
  floral: "Floral",
  dots: "Dots",
  stripes: "Stripes",
};
const TILE_PX = pixelsAt300Dpi(12);
const PAGE = { widthPx: pixelsAt300Dpi(8.5), heightPx: pixelsAt300Dpi(11) };
/** The composition's canvas: a 6 × 9 in cover front at 300 DPI, the most common KDP trim. */
const FRONT = { widthPx: pixelsAt300Dpi(6), heightPx: pixelsAt300Dpi(9) };

type Download = { url: string; fileName: string; label: string; ms: number };

function save(blob: Blob, fileName: string, label: string, ms: number): Download {
  return { url: URL.createObjectURL(blob), fileName, label, ms };
}

export function TextPatternDesigner({ offer }: { offer: PatternOffer }) {
  return (
    <QueryProvider>
      <Gate offer={offer} />
    </QueryProvider>
  );
}

function Gate({ offer }: { offer: PatternOffer }) {
  const capability = usePlanCapability("text-pattern-designer");
  return (
    <PlanGate
      capability={capability}
      tool="the text and pattern designer"
      upgrade={(tier) => (
        <ToolUpgradePrompt tool="The text and pattern designer" tier={tier} plans={offer.plans}>
          Seamless patterns and title lettering at 300 DPI come with the{" "}
          <a href={offer.bundleHref} className="font-semibold text-ink-700 underline">
            Creative Bundle ({offer.bundlePrice})
          </a>
          .
        </ToolUpgradePrompt>
      )}
    >
      <Designer />
    </PlanGate>
  );
}

function Designer() {
  const [kind, setKind] = useState<PatternKind>("floral");
  const [palette, setPalette] = useState<PaletteId>("garden");
  const [scale, setScale] = useState(3);
  const [art, setArt] = useState<TitleArt>({
    text: "My Garden Journal",
    curve: 30,
    fontFamily: "Georgia, 'Liberation Serif', serif",
    fontSizePx: 120,
    fill: { from: "#f2b134", to: "#e86a33" },
    outline: { color: "#1f2a44", widthPx: 8 },
    shadow: { color: "#00000080", offsetPx: 6, blurPx: 4 },
  });
  const [downloads, setDownloads] = useState<Download[]>([]);
  const [composition, setComposition] = useState<EditorDocument | null>(null);
  const [composing, setComposing] = useState<number | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const recordToolUse = useRecordToolUse();

  const spec = { kind, palette, scale };
  const previewUrl = useMemo(() => {
    const svg = patternPageSvg({ kind, palette, scale }, 600, 400, 200);
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  }, [kind, palette, scale]);
  const artSvg = useMemo(() => titleArtSvg(art), [art]);
  const artUrl = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(artSvg.svg)}`;

  const run = async (label: string, make: () => Promise<Download>) => {
    setBusy(label);
    try {
      const made = await make();
      setDownloads((old) => [made, ...old.filter((d) => d.label !== label)]);
      void recordToolUse("text-pattern-designer");
    } catch (cause) {
      toast({
        variant: "error",
        title: cause instanceof Error ? cause.message : "The file could not be made",
      });
    } finally {
      setBusy(null);
    }
  };

  const exportTile = () =>
    run("Pattern tile PNG", async () => {
      const started = performance.now();
      const canvas = await svgToCanvas(
        patternTileSvg({ ...spec, size: TILE_PX }),
        TILE_PX,
        TILE_PX,
      );
      const blob = await canvasToBlob(canvas);
      return save(
        blob,
        `pattern-${patternParam(spec)}-tile-${TILE_PX}px.png`,
        "Pattern tile PNG",
        performance.now() - started,
      );
    });
  const exportPage = () =>
    run("Full page PNG", async () => {
      const started = performance.now();
      const svg = patternPageSvg(spec, PAGE.widthPx, PAGE.heightPx, pixelsAt300Dpi(2));
      const blob = await canvasToBlob(await svgToCanvas(svg, PAGE.widthPx, PAGE.heightPx));
      return save(
        blob,
        `pattern-${patternParam(spec)}-page-8.5x11in.png`,
        "Full page PNG",
        performance.now() - started,
      );
    });
  const frontSvg = useMemo(
    () =>
      patternPageSvg({ kind, palette, scale }, FRONT.widthPx, FRONT.heightPx, pixelsAt300Dpi(2)),
    [kind, palette, scale],
  );
  const drawFrontBackground = useCallback(
    (context: CanvasRenderingContext2D) =>
      drawSvg(context, frontSvg, FRONT.widthPx, FRONT.heightPx),
    [frontSvg],
  );
  const exportComposition = () =>
    run("Cover front PNG", async () => {
      const started = performance.now();
      const canvas = await svgToCanvas(frontSvg, FRONT.widthPx, FRONT.heightPx);
      const context = canvas.getContext("2d");
      if (context && composition) drawEditorLayers(context, composition);
      const blob = await canvasToBlob(canvas);
      return save(
        blob,
        `cover-front-${patternParam(spec)}-6x9in.png`,
        "Cover front PNG",
        performance.now() - started,
      );
    });
  const exportTileSvg = () =>
    run("Pattern tile SVG", async () => {
      const blob = new Blob([patternTileSvg({ ...spec, size: 600 })], { type: "image/svg+xml" });
      return save(blob, `pattern-${patternParam(spec)}-tile.svg`, "Pattern tile SVG", 0);
    });
  const exportArtPng = () =>
    run("Title art PNG", async () => {
      const started = performance.now();
      // Three times the on-screen size: sharp on a 300 DPI cover.
      const blob = await canvasToBlob(
        await svgToCanvas(artSvg.svg, artSvg.width * 3, artSvg.height * 3),
      );
      return save(blob, "title-art.png", "Title art PNG", performance.now() - started);
    });
  const exportArtSvg = () =>
    run("Title art SVG", async () =>
      save(new Blob([artSvg.svg], { type: "image/svg+xml" }), "title-art.svg", "Title art SVG", 0),
    );

  return (
    <div className="grid gap-6">
      <section aria-labelledby="pattern-title" className={sectionClass}>
        <h2 id="pattern-title" className="text-lg font-semibold text-slate-900">
          Seamless pattern
        </h2>
        <div className="flex flex-wrap gap-4">
          <label className="grid gap-1 text-sm font-semibold text-ink-900">
            Pattern
            <select
              className={controlClass}
              value={kind}
              onChange={(e) => setKind(e.target.value as PatternKind)}
            >
              {PATTERN_KINDS.map((k) => (
                <option key={k} value={k}>
                  {KIND_NAMES[k]}
                </option>
              ))}
            </select>
          </label>
          <label className="grid gap-1 text-sm font-semibold text-ink-900">
            Palette
            <select
              className={controlClass}
              value={palette}
              onChange={(e) => setPalette(e.target.value as PaletteId)}
            >
              {PALETTE_IDS.map((id) => (
                <option key={id} value={id}>
                  {PATTERN_PALETTES[id].name}
                </option>
              ))}
            </select>
          </label>
          <label className="grid gap-1 text-sm font-semibold text-ink-900">
            Motifs per tile: {scale}
            <input
              type="range"
              min={PATTERN_SCALE.min}
              max={PATTERN_SCALE.max}
              value={scale}
              onChange={(e) => setScale(Number(e.target.value))}
            />
          </label>
        </div>
        {/* biome-ignore lint/performance/noImgElement: a data URL of our own SVG, not an optimisable asset */}
        <img
          src={previewUrl}
          alt={`${KIND_NAMES[kind]} pattern in ${PATTERN_PALETTES[palette].name}, three tiles across`}
          className="w-full max-w-2xl rounded-md border border-slate-300"
          data-testid="pattern-preview"
        />
        <div className="flex flex-wrap gap-2">
          <ToolButton type="button" disabled={busy !== null} onClick={() => void exportTile()}>
            {busy === "Pattern tile PNG"
              ? "Making the tile…"
              : `Tile PNG (${TILE_PX} × ${TILE_PX} px, 300 DPI)`}
          </ToolButton>
          <ToolButton
            type="button"
            variant="outline"
            disabled={busy !== null}
            onClick={() => void exportPage()}
          >
            Full page PNG (8.5 × 11 in)
          </ToolButton>
          <ToolButton
            type="button"
            variant="outline"
            disabled={busy !== null}
            onClick={() => void exportTileSvg()}
          >
            Tile SVG
          </ToolButton>
          <Link
            href={`/book-cover-creator?pattern=${patternParam(spec)}`}
            className="inline-flex h-10 items-center rounded-md border border-ink-600 px-4 text-sm font-semibold text-ink-700 hover:bg-ink-50"
          >
            Use as cover background
          </Link>
        </div>
      </section>

      <section aria-labelledby="compose-title" className={sectionClass}>
        <h2 id="compose-title" className="text-lg font-semibold text-slate-900">
          Compose a cover front on the pattern
        </h2>
        <p className="text-sm text-slate-700">
          Lay text and shapes over the pattern at 6 × 9 in ({FRONT.widthPx} × {FRONT.heightPx} px,
          300 DPI) and export it as a PNG for your cover.
        </p>
        <div className="flex flex-wrap gap-2">
          <ToolButton
            type="button"
            variant={composing ? "primary" : "outline"}
            aria-expanded={composing !== null}
            onClick={() => setComposing((old) => (old === null ? Date.now() : null))}
          >
            {composing !== null ? "Close the editor" : "Open the editor"}
          </ToolButton>
          <ToolButton
            type="button"
            variant="outline"
            disabled={busy !== null}
            onClick={() => void exportComposition()}
          >
            Cover front PNG ({FRONT.widthPx} × {FRONT.heightPx} px)
          </ToolButton>
        </div>
        {composing !== null ? (
          <DesignEditorLoader
            key={composing}
            label="Cover front"
            initial={composition ?? newEditorDocument(FRONT.widthPx, FRONT.heightPx)}
            background={drawFrontBackground}
            onChange={setComposition}
          />
        ) : null}
      </section>

      <section aria-labelledby="title-art-title" className={sectionClass}>
        <h2 id="title-art-title" className="text-lg font-semibold text-slate-900">
          Title text art
        </h2>
        <div className="flex flex-wrap gap-4">
          <label className="grid gap-1 text-sm font-semibold text-ink-900">
            Text
            <input
              className={controlClass}
              maxLength={80}
              value={art.text}
              onChange={(e) => setArt({ ...art, text: e.target.value })}
            />
          </label>
          <label className="grid gap-1 text-sm font-semibold text-ink-900">
            Curve: {art.curve}
            <input
              type="range"
              min={-100}
              max={100}
              value={art.curve}
              onChange={(e) => setArt({ ...art, curve: Number(e.target.value) })}
            />
          </label>
          <label className="grid gap-1 text-sm font-semibold text-ink-900">
            Top colour
            <input
              type="color"
              value={art.fill.from}
              onChange={(e) => setArt({ ...art, fill: { ...art.fill, from: e.target.value } })}
            />
          </label>
          <label className="grid gap-1 text-sm font-semibold text-ink-900">
            Bottom colour
            <input
              type="color"
              value={art.fill.to}
              onChange={(e) => setArt({ ...art, fill: { ...art.fill, to: e.target.value } })}
            />
          </label>
          <label className="flex items-center gap-2 text-sm font-semibold text-ink-900">
            <input
              type="checkbox"
              checked={art.outline !== null}
              onChange={(e) =>
                setArt({
                  ...art,
                  outline: e.target.checked ? { color: "#1f2a44", widthPx: 8 } : null,
                })
              }
            />
            Outline
          </label>
          <label className="flex items-center gap-2 text-sm font-semibold text-ink-900">
            <input
              type="checkbox"
              checked={art.shadow !== null}
              onChange={(e) =>
                setArt({
                  ...art,
                  shadow: e.target.checked ? { color: "#00000080", offsetPx: 6, blurPx: 4 } : null,
                })
              }
            />
            Shadow
          </label>
        </div>
        <div className="rounded-md border border-slate-300 bg-[repeating-conic-gradient(#e2e8f0_0_25%,#fff_0_50%)] bg-[length:20px_20px] p-2">
          {/* biome-ignore lint/performance/noImgElement: a data URL of our own SVG */}
          <img
            src={artUrl}
            alt={`Title art: ${art.text}`}
            className="mx-auto max-h-64 w-auto max-w-full"
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <ToolButton type="button" disabled={busy !== null} onClick={() => void exportArtPng()}>
            Transparent PNG
          </ToolButton>
          <ToolButton
            type="button"
            variant="outline"
            disabled={busy !== null}
            onClick={() => void exportArtSvg()}
          >
            SVG
          </ToolButton>
        </div>
      </section>

      <section aria-labelledby="pattern-files-title" className={sectionClass}>
        <h2 id="pattern-files-title" className="text-base font-semibold text-slate-900">
          Your files and saved designs
        </h2>
        {downloads.length > 0 ? (
          <ul className="grid gap-1" data-testid="pattern-downloads">
            {downloads.map((d) => (
              <li key={d.label} className="text-sm">
                <a
                  href={d.url}
                  download={d.fileName}
                  className="font-semibold text-ink-700 underline"
                >
                  Download {d.label}
                </a>
                {d.ms > 0 ? (
                  <span className="text-slate-600"> · made in {(d.ms / 1000).toFixed(1)} s</span>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-700">Exports appear here.</p>
        )}
        <AccountDesigns
          kind="pattern"
          defaultName={`${KIND_NAMES[kind]} pattern`}
          revision={`${kind}.${palette}.${scale}.${JSON.stringify(art)}.${JSON.stringify(composition)}`}
          getDocument={async () => ({
            version: 1,
            pattern: spec,
            titleArt: art,
            ...(composition ? { composition } : {}),
          })}
          onOpen={(document) => {
            const opened = readPatternDocument(document);
            if (!opened)
              throw new Error("This saved design is not a pattern this designer can open.");
            setKind(opened.pattern.kind);
            setPalette(opened.pattern.palette);
            setScale(opened.pattern.scale);
            if (opened.titleArt) setArt(opened.titleArt);
            setComposition(opened.composition);
            setComposing(null);
          }}
        />
      </section>
    </div>
  );
}
