"use client";

import { type EditorDocument, imageNamesOf } from "@inkforge/domain/designs/editor-document";
import { PAPER_SPECS } from "@inkforge/domain/kdp/paper";
import { listPaperTypes, listTrimSizes } from "@inkforge/domain/kdp/trim-sizes";
import {
  applyFormAction,
  type CoverV2,
  coverFormView,
  coverV1ToV2,
  coverV2Reducer,
  layoutCoverV2,
  readCoverJson,
} from "@inkforge/domain/tools/book-cover-designer/cover-v2";
import {
  checkSetup,
  createDefaultDesign,
  type Design,
  type DesignAction,
  type DesignImage,
  FILL_TARGETS,
  type LayerId,
  PRESET_IDS,
  type PresetId,
  paperFor,
  type SetupFields,
  type TextLayer,
} from "@inkforge/domain/tools/book-cover-designer/design";
import {
  describeWrapSize,
  FRONT_PRESETS,
  type MeasureText,
  maxSpineSizePt,
  nameDesignFile,
} from "@inkforge/domain/tools/book-cover-designer/layout";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { toast } from "@/components/toast/toast-store";
import { ToolButton } from "@/components/ui/tool-button";
import { publicEnv } from "@/config/public-env";
import { AccountDesigns } from "@/features/tools/shared/account-designs";
import { useRecordToolUse } from "@/features/tools/shared/record-tool-use";
import {
  patternCoverImage,
  readPatternParam,
} from "@/features/tools/text-pattern-designer/pattern-files";
import { fetchDesignImage, uploadDesignImage } from "@/lib/api/designs-client";
import { useAuth } from "@/lib/auth/use-auth";
import { DesignEditorLoader } from "../design-editor/design-editor-loader";
import { fromAccountDocument, toAccountDocument, type UploadCache } from "./account-document";
import { CoverCanvas } from "./cover-canvas";
import { loadStoredDesign, type SaveResult, storeDesign } from "./design-storage";
import { controlClass, Field, FillEditor, TextLayerEditor } from "./designer-controls";
import {
  buildDesignJson,
  buildDesignPdf,
  buildDesignPng,
  type DesignerFile,
} from "./designer-files";

/** The catalogue id a use of this tool is recorded under. */
const TOOL_ID = "book-cover-designer";

const FILL_NAMES: Record<(typeof FILL_TARGETS)[number], string> = {
  wrap: "Whole wrap",
  back: "Back cover",
  spine: "Spine",
  front: "Front cover",
};

const sectionClass = "grid content-start gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4";
const headingClass = "text-base font-semibold text-slate-900";

/** Canvas text widths in the browser's own fonts, the fonts the exports are drawn in. */
function useMeasure(): MeasureText | null {
  const [measure, setMeasure] = useState<MeasureText | null>(null);
  useEffect(() => {
    const context = document.createElement("canvas").getContext("2d");
    if (!context) return;
    setMeasure(() => (text: string, font: string) => {
      context.font = font;
      return context.measureText(text).width;
    });
  }, []);
  return measure;
}

function loadElement(blob: Blob): Promise<HTMLImageElement> {
  const image = new Image();
  image.src = URL.createObjectURL(blob);
  return image.decode().then(() => image);
}

function decodeImage(dataUrl: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error("This file is not an image the browser can read"));
    image.src = dataUrl;
  });
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error("The file could not be read"));
    reader.readAsDataURL(file);
  });
}

const SAVE_MESSAGES: Record<SaveResult, string> = {
  saved: "Saved in this browser.",
  "saved-without-image":
    "Saved in this browser without the image, which is too large for its storage: save the design file to keep the image.",
  failed: "This browser would not save the design: save the design file to keep your work.",
};

type Downloads = { pdf: DesignerFile | null; png: DesignerFile | null };

/** `?trim=&pages=&paper=` as a checked setup; null when absent or not a paperback KDP prints. */
function setupFromQuery(search: string): Design["setup"] | null {
  const query = new URLSearchParams(search);
  const trim = query.get("trim");
  const pages = query.get("pages");
  if (!trim || !pages) return null;
  const checked = checkSetup({ trim, pages, paper: query.get("paper") ?? paperFor(trim, "") });
  return checked.ok ? checked.setup : null;
}

export function BookCoverDesignerTool() {
  const auth = useAuth();
  const userId = auth.status === "authenticated" ? auth.user.id : "signed-out";
  const recordToolUse = useRecordToolUse();
  const measure = useMeasure();
  // The cover is a version 2 document (decision 0154): its texts and image are editor layers.
  // It exists once text can be measured; the form reads it through a version 1 shaped view.
  const [cover, setCover] = useState<CoverV2 | null>(null);
  const design = useMemo(
    () => (cover && measure ? coverFormView(cover, measure) : createDefaultDesign()),
    [cover, measure],
  );
  const dispatch = useCallback(
    (action: DesignAction) => {
      if (!measure) return;
      setCover((old) => (old ? applyFormAction(old, action, measure) : old));
    },
    [measure],
  );
  const [restored, setRestored] = useState(false);
  const [saveState, setSaveState] = useState<SaveResult | null>(null);
  const [setupFields, setSetupFields] = useState<SetupFields>({
    trim: design.setup.trim,
    pages: String(design.setup.pages),
    paper: design.setup.paper,
  });
  const [decoded, setDecoded] = useState<HTMLImageElement | null>(null);
  const [downloads, setDownloads] = useState<Downloads>({ pdf: null, png: null });
  const [busy, setBusy] = useState<"pdf" | "png" | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const designFileInput = useRef<HTMLInputElement>(null);
  const uploadCache = useRef<UploadCache>(null);
  const apiToken = auth.status === "authenticated" ? auth.apiToken : null;

  const syncSetupFields = useCallback((next: Pick<Design, "setup">) => {
    setSetupFields({
      trim: next.setup.trim,
      pages: String(next.setup.pages),
      paper: next.setup.paper,
    });
  }, []);

  // The last design of this account comes back on reload. A finished interior (the puzzle book
  // maker's "Design its cover") arrives with its trim, page count and paper in the URL: those win
  // over the stored design's, so the spine is as wide as the book that was built.
  useEffect(() => {
    if (!measure) return;
    const stored = loadStoredDesign(userId, measure);
    const fresh = coverV1ToV2(createDefaultDesign(), measure);
    const initial = stored ?? (fresh.ok ? fresh.cover : null);
    setCover(initial);
    if (stored) syncSetupFields(stored);
    const fromBook = setupFromQuery(window.location.search);
    if (fromBook) {
      dispatch({ type: "setup", setup: fromBook });
      setSetupFields({
        trim: fromBook.trim,
        pages: String(fromBook.pages),
        paper: fromBook.paper,
      });
    }
    setRestored(true);
    // "Use as cover background" in the pattern designer: the pattern becomes the front image.
    const pattern = readPatternParam(new URLSearchParams(window.location.search).get("pattern"));
    if (pattern) {
      void patternCoverImage(pattern).then(
        (image) => {
          dispatch({
            type: "image",
            image: { name: `Pattern ${pattern.kind} ${pattern.palette}`, ...image, fit: "fill" },
          });
          toast({ variant: "success", title: "The pattern is your cover's background" });
        },
        () => toast({ variant: "error", title: "The pattern could not be drawn in this browser" }),
      );
    }
  }, [userId, syncSetupFields, measure, dispatch]);

  // Saved a moment after each change, not on every keystroke.
  useEffect(() => {
    if (!restored || !cover) return;
    const timer = window.setTimeout(() => setSaveState(storeDesign(userId, cover)), 400);
    return () => window.clearTimeout(timer);
  }, [cover, restored, userId]);

  const imageUrl = design.image?.dataUrl ?? null;
  useEffect(() => {
    let live = true;
    if (!imageUrl) {
      setDecoded(null);
      return;
    }
    decodeImage(imageUrl).then(
      (image) => live && setDecoded(image),
      () => live && setDecoded(null),
    );
    return () => {
      live = false;
    };
  }, [imageUrl]);

  const scene = useMemo(
    () => (cover && measure ? layoutCoverV2(cover, measure) : null),
    [cover, measure],
  );

  // The free layers (shared editor, decision 0152) and the account images they draw.
  const [extraImages, setExtraImages] = useState<ReadonlyMap<string, HTMLImageElement>>(new Map());
  const [editing, setEditing] = useState<number | null>(null);
  // The layers the cover does not draw itself; the document is always at the wrap's size.
  const extras = design.extras ?? null;
  useEffect(() => {
    if (!design.extras || !apiToken) return;
    const missing = imageNamesOf(design.extras).filter((name) => !extraImages.has(name));
    if (missing.length === 0) return;
    let live = true;
    void Promise.all(
      missing.map(async (name) => {
        const blob = await fetchDesignImage(publicEnv.apiUrl, apiToken, name);
        return [name, await loadElement(blob)] as const;
      }),
    ).then(
      (loaded) => live && setExtraImages((old) => new Map([...old, ...loaded])),
      () =>
        live && toast({ variant: "error", title: "An image of this cover could not be loaded" }),
    );
    return () => {
      live = false;
    };
  }, [design.extras, apiToken, extraImages]);

  const addExtraImage = async (file: File) => {
    if (!apiToken) throw new Error("sign in to add your own images");
    const stored = await uploadDesignImage(publicEnv.apiUrl, apiToken, file);
    const element = await loadElement(file);
    setExtraImages((old) => new Map(old).set(stored.name, element));
    return { src: stored.name };
  };

  const drawWrap = useCallback(
    async (context: CanvasRenderingContext2D) => {
      if (!scene) return;
      const { drawDesign } = await import("@inkforge/domain/tools/book-cover-designer/render");
      // Under the editor: the fills and the front image (in its see-through frame's place); the
      // editor draws the texts and the free layers itself.
      drawDesign(context as never, { ...scene, texts: [] }, scene.template.dpi, {
        guides: design.showGuides,
        image: decoded ?? undefined,
      });
    },
    [scene, decoded, design.showGuides],
  );
  const onDocumentChange = useCallback(
    (next: EditorDocument) => {
      if (!measure) return;
      setCover((old) =>
        old ? coverV2Reducer(old, { type: "document", document: next }, measure) : old,
      );
    },
    [measure],
  );

  // Files belong to one design: any change drops the old links.
  useEffect(() => {
    void cover;
    setDownloads((old) => {
      if (old.pdf) URL.revokeObjectURL(old.pdf.url);
      if (old.png) URL.revokeObjectURL(old.png.url);
      return { pdf: null, png: null };
    });
  }, [cover]);

  const setup = checkSetup(setupFields);
  const setupError = (field: string) =>
    setup.ok ? undefined : setup.issues.find((issue) => issue.path === field)?.message;
  const changeSetup = (patch: Partial<SetupFields>) => {
    const next = { ...setupFields, ...patch };
    if (patch.trim) next.paper = paperFor(next.trim, next.paper);
    setSetupFields(next);
    const checked = checkSetup(next);
    if (checked.ok) dispatch({ type: "setup", setup: checked.setup });
  };

  const setLayer = (layer: LayerId) => (patch: Partial<TextLayer>) =>
    dispatch({ type: "layer", layer, patch });

  const chooseImage = async (file: File | undefined) => {
    setImageError(null);
    if (!file) return;
    if (!/^image\/(png|jpeg|webp)$/.test(file.type)) {
      setImageError("Choose a PNG, JPEG or WebP image.");
      return;
    }
    try {
      const dataUrl = await readAsDataUrl(file);
      const image = await decodeImage(dataUrl);
      const next: DesignImage = {
        name: file.name.slice(0, 200),
        dataUrl,
        widthPx: image.naturalWidth,
        heightPx: image.naturalHeight,
        fit: design.image?.fit ?? "fill",
      };
      dispatch({ type: "image", image: next });
    } catch (cause) {
      setImageError(cause instanceof Error ? cause.message : "The image could not be read");
    }
  };

  const openDesignFile = async (file: File | undefined) => {
    setFileError(null);
    if (!file) return;
    if (!measure) return;
    const parsed = readCoverJson(await file.text(), measure);
    if (!parsed.ok) {
      const first = parsed.issues[0];
      setFileError(
        `That design file could not be opened: ${first ? `${first.path ? `${first.path}: ` : ""}${first.message}` : "unknown problem"}.`,
      );
      return;
    }
    setCover(parsed.cover);
    syncSetupFields(parsed.cover);
    toast({ variant: "success", title: "Design opened" });
  };

  const saveDesignFile = () => {
    if (!scene || !cover) return;
    const file = buildDesignJson(cover, nameDesignFile(scene.template, "json"));
    const link = document.createElement("a");
    link.href = file.url;
    link.download = file.fileName;
    link.click();
    window.setTimeout(() => URL.revokeObjectURL(file.url), 10_000);
    void recordToolUse(TOOL_ID);
  };

  const make = async (kind: "pdf" | "png") => {
    if (!scene) return;
    if (design.image && !decoded) {
      toast({ variant: "error", title: "The image is still loading; try again in a moment" });
      return;
    }
    const coverExtras = extras ? { document: extras, images: extraImages } : null;
    setBusy(kind);
    try {
      const file =
        kind === "pdf"
          ? await buildDesignPdf(scene, decoded, design.layers.title.text.trim(), coverExtras)
          : await buildDesignPng(scene, decoded, coverExtras);
      setDownloads((old) => ({ ...old, [kind]: file }));
      void recordToolUse(TOOL_ID);
    } catch (cause) {
      toast({
        variant: "error",
        title: cause instanceof Error ? cause.message : "The file could not be made",
      });
    } finally {
      setBusy(null);
    }
  };

  const template = scene?.template;
  const spineAllowed = template?.spineTextAllowed ?? false;
  const trims = listTrimSizes("paperback");
  const papers = listPaperTypes(setupFields.trim, "paperback");
  const background = design.background;

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
      <div className="grid min-w-0 content-start gap-4 lg:sticky lg:top-20 lg:order-2 lg:self-start">
        <section aria-labelledby="designer-canvas-title" className="grid min-w-0 gap-2">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="designer-canvas-title" className="text-lg font-semibold text-slate-900">
              Your cover
            </h2>
            <label className="flex items-center gap-2 text-sm font-semibold text-ink-900">
              <input
                type="checkbox"
                className="size-5"
                checked={design.showGuides}
                onChange={(event) => dispatch({ type: "guides", show: event.target.checked })}
              />
              Show guides
            </label>
          </div>
          {scene && template ? (
            <>
              <p data-testid="designer-size" className="text-sm text-slate-800 tabular-nums">
                Full wrap <strong>{describeWrapSize(template)}</strong> ({template.widthPx} ×{" "}
                {template.heightPx} px at {template.dpi} DPI) · spine {template.spineIn.toFixed(3)}{" "}
                in · bleed {template.bleedIn} in
              </p>
              <CoverCanvas
                scene={scene}
                image={decoded}
                guides={design.showGuides}
                extras={extras}
                extraImages={extraImages}
              />
              <div className="flex flex-wrap items-center gap-2">
                <ToolButton
                  type="button"
                  variant={editing ? "primary" : "outline"}
                  size="sm"
                  aria-expanded={editing !== null}
                  onClick={() => setEditing((old) => (old === null ? Date.now() : null))}
                >
                  {editing
                    ? "Close the layer editor"
                    : extras
                      ? `Edit your own layers (${extras.layers.length})`
                      : "Add your own text, shapes and images"}
                </ToolButton>
              </div>
              {editing !== null && cover ? (
                <DesignEditorLoader
                  key={`${editing}-${template.widthPx}x${template.heightPx}`}
                  label="Cover wrap"
                  initial={cover.document}
                  background={drawWrap}
                  images={extraImages}
                  onAddImage={addExtraImage}
                  onChange={onDocumentChange}
                />
              ) : null}
              {design.showGuides ? (
                <p className="text-xs text-slate-600">
                  Red: bleed, trimmed off. Black line: trim. Blue dashes: spine folds. Green dashes:
                  safe zones for text. White box: barcode area, where KDP prints the barcode. Guides
                  are never exported.
                </p>
              ) : null}
              <div
                role="status"
                aria-live="polite"
                data-testid="designer-checks"
                className="grid gap-1"
              >
                {scene.warnings.length === 0 ? (
                  <p className="text-sm text-emerald-800">
                    No problems found: text is inside the safe zones
                    {design.image ? " and the image prints at 300 DPI or better" : ""}.
                  </p>
                ) : (
                  <ul className="grid gap-1">
                    {scene.warnings.map((warning) => (
                      <li
                        key={`${warning.subject}-${warning.message}`}
                        className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
                      >
                        {warning.message}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </>
          ) : (
            <p className="text-slate-700">Preparing the canvas…</p>
          )}
        </section>
      </div>

      <div className="grid min-w-0 content-start gap-4 lg:order-1">
        <section aria-labelledby="designer-export-title" className={sectionClass}>
          <h2 id="designer-export-title" className={headingClass}>
            Export and save
          </h2>
          <p className="text-sm text-slate-700">
            A print-ready PDF at KDP&apos;s exact size
            {template ? ` (${template.widthPt} × ${template.heightPt} pt)` : ""} and a PNG at 300
            DPI, both without guides, made in this browser. Your image is uploaded only when you
            save the design to your account.
          </p>
          <div className="flex flex-wrap items-center gap-2">
            {(["pdf", "png"] as const).map((kind) => {
              const file = downloads[kind];
              return file ? (
                <a
                  key={kind}
                  href={file.url}
                  download={file.fileName}
                  className="inline-flex h-10 items-center rounded-md bg-ember-600 px-4 text-sm font-semibold text-white hover:bg-ember-700"
                >
                  Download the {kind.toUpperCase()} (
                  {Math.max(1, Math.round(file.blob.size / 1024))} KB)
                </a>
              ) : (
                <ToolButton
                  key={kind}
                  type="button"
                  variant="outline"
                  disabled={!scene || busy !== null}
                  onClick={() => make(kind)}
                >
                  {busy === kind
                    ? `Making the ${kind.toUpperCase()}…`
                    : `Make the ${kind.toUpperCase()}`}
                </ToolButton>
              );
            })}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <ToolButton
              type="button"
              variant="outline"
              size="sm"
              onClick={saveDesignFile}
              disabled={!scene}
            >
              Save the design file
            </ToolButton>
            <ToolButton
              type="button"
              variant="outline"
              size="sm"
              onClick={() => designFileInput.current?.click()}
            >
              Open a design file
            </ToolButton>
            <input
              ref={designFileInput}
              type="file"
              accept="application/json,.json"
              aria-label="Design file to open"
              className="sr-only"
              tabIndex={-1}
              onChange={(event) => {
                void openDesignFile(event.target.files?.[0]);
                event.target.value = "";
              }}
            />
            <ToolButton
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => {
                if (!window.confirm("Start a new cover? The current design will be replaced."))
                  return;
                const fresh = createDefaultDesign();
                dispatch({ type: "reset" });
                syncSetupFields(fresh);
              }}
            >
              Start over
            </ToolButton>
          </div>
          {saveState ? (
            <p data-testid="designer-save-state" className="text-xs text-slate-600">
              {SAVE_MESSAGES[saveState]}
            </p>
          ) : null}
          {fileError ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {fileError}
            </p>
          ) : null}
        </section>
        {apiToken ? (
          <section aria-labelledby="designer-account-title" className={sectionClass}>
            <h2 id="designer-account-title" className={headingClass}>
              Your account
            </h2>
            <AccountDesigns
              kind="cover"
              defaultName={design.layers.title.text.trim() || "Untitled cover"}
              revision={cover}
              getDocument={() =>
                cover
                  ? toAccountDocument(
                      cover,
                      { url: publicEnv.apiUrl, token: apiToken },
                      uploadCache,
                    )
                  : Promise.reject(new Error("The cover is still being prepared"))
              }
              onOpen={async (document) => {
                if (!measure) return;
                const opened = await fromAccountDocument(
                  document,
                  { url: publicEnv.apiUrl, token: apiToken },
                  uploadCache,
                  measure,
                );
                setCover(opened);
                syncSetupFields(opened);
              }}
            />
          </section>
        ) : null}
        <section aria-labelledby="designer-setup-title" className={sectionClass}>
          <h2 id="designer-setup-title" className={headingClass}>
            Book
          </h2>
          <Field label="Trim size">
            {(props) => (
              <select
                {...props}
                className={controlClass}
                value={setupFields.trim}
                onChange={(event) => changeSetup({ trim: event.target.value })}
              >
                {trims.map((trim) => (
                  <option key={trim.id} value={trim.id}>
                    {trim.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Page count" error={setupError("pages")}>
            {(props) => (
              <input
                {...props}
                type="text"
                inputMode="numeric"
                className={controlClass}
                value={setupFields.pages}
                onChange={(event) => changeSetup({ pages: event.target.value })}
              />
            )}
          </Field>
          <Field label="Paper and ink" error={setupError("paper")}>
            {(props) => (
              <select
                {...props}
                className={controlClass}
                value={setupFields.paper}
                onChange={(event) => changeSetup({ paper: event.target.value })}
              >
                {papers.map((paper) => (
                  <option key={paper} value={paper}>
                    {PAPER_SPECS[paper].label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {setup.ok ? null : (
            <p className="text-xs text-amber-800">
              The canvas keeps the last valid size until this is fixed.
            </p>
          )}
        </section>

        <section aria-labelledby="designer-background-title" className={sectionClass}>
          <h2 id="designer-background-title" className={headingClass}>
            Background
          </h2>
          <fieldset className="grid gap-1">
            <legend className="text-sm font-semibold text-ink-900">Colour the</legend>
            <div className="flex flex-wrap gap-4">
              {(["wrap", "panels"] as const).map((scope) => (
                <label key={scope} className="flex items-center gap-2 text-sm text-slate-900">
                  <input
                    type="radio"
                    name="designer-background-scope"
                    className="size-4"
                    checked={background.scope === scope}
                    onChange={() => dispatch({ type: "background-scope", scope })}
                  />
                  {scope === "wrap" ? "Whole wrap at once" : "Each panel on its own"}
                </label>
              ))}
            </div>
          </fieldset>
          {FILL_TARGETS.filter((target) =>
            background.scope === "wrap" ? target === "wrap" : target !== "wrap",
          ).map((target) => (
            <FillEditor
              key={target}
              name={FILL_NAMES[target]}
              fill={background[target]}
              onChange={(fill) => dispatch({ type: "fill", target, fill })}
            />
          ))}
        </section>

        <section aria-labelledby="designer-front-title" className={sectionClass}>
          <h2 id="designer-front-title" className={headingClass}>
            Front cover
          </h2>
          <Field
            label="Front layout"
            hint="Choosing a layout puts the title, subtitle and author back in place."
          >
            {(props) => (
              <select
                {...props}
                className={controlClass}
                value={design.preset}
                onChange={(event) =>
                  dispatch({ type: "preset", preset: event.target.value as PresetId })
                }
              >
                {PRESET_IDS.map((preset) => (
                  <option key={preset} value={preset}>
                    {FRONT_PRESETS[preset].label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <TextLayerEditor id="title" layer={design.layers.title} onChange={setLayer("title")} />
          <TextLayerEditor
            id="subtitle"
            layer={design.layers.subtitle}
            onChange={setLayer("subtitle")}
          />
          <TextLayerEditor id="author" layer={design.layers.author} onChange={setLayer("author")} />
          <div className="grid gap-2 rounded-md border border-slate-200 bg-white p-3">
            <Field
              label="Front image"
              hint="PNG, JPEG or WebP. It stays in this browser until you save the design to your account."
              error={imageError ?? undefined}
            >
              {(props) => (
                <input
                  {...props}
                  type="file"
                  accept="image/png,image/jpeg,image/webp"
                  className="w-full max-w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-semibold"
                  onChange={(event) => {
                    void chooseImage(event.target.files?.[0]);
                    event.target.value = "";
                  }}
                />
              )}
            </Field>
            {design.image ? (
              <>
                <p className="break-all text-sm text-slate-700 tabular-nums">
                  {design.image.name}: {design.image.widthPx} × {design.image.heightPx} px
                  {scene?.image ? `, prints at ${Math.floor(scene.image.dpi)} DPI` : ""}
                </p>
                <Field label="Image fit">
                  {(props) => (
                    <select
                      {...props}
                      className={controlClass}
                      value={design.image?.fit}
                      onChange={(event) =>
                        dispatch({
                          type: "image-fit",
                          fit: event.target.value === "fit" ? "fit" : "fill",
                        })
                      }
                    >
                      <option value="fill">Fill the front, bleed included (crops the edges)</option>
                      <option value="fit">Fit inside the front (shows the whole image)</option>
                    </select>
                  )}
                </Field>
                <ToolButton
                  type="button"
                  variant="outline"
                  size="sm"
                  className="justify-self-start"
                  onClick={() => dispatch({ type: "clear-image" })}
                >
                  Remove the image
                </ToolButton>
              </>
            ) : null}
          </div>
        </section>

        <section aria-labelledby="designer-spine-title" className={sectionClass}>
          <h2 id="designer-spine-title" className={headingClass}>
            Spine
          </h2>
          {template ? (
            <p id="designer-spine-note" className="text-sm text-slate-700">
              {spineAllowed
                ? `Spine ${template.spineIn.toFixed(3)} in wide: text reads top to bottom, up to ${maxSpineSizePt(template)} pt between the folds.`
                : `Spine text is off: KDP allows text on the spine only from ${template.spineTextMinPages} pages, and this book has ${template.pages}. The spine keeps its colour.`}
            </p>
          ) : null}
          <fieldset
            disabled={!spineAllowed}
            aria-describedby="designer-spine-note"
            className="grid gap-3 disabled:opacity-70"
          >
            <legend className="sr-only">Spine text</legend>
            <TextLayerEditor
              id="spineTitle"
              layer={design.layers.spineTitle}
              onChange={setLayer("spineTitle")}
              rotated
            />
            <TextLayerEditor
              id="spineAuthor"
              layer={design.layers.spineAuthor}
              onChange={setLayer("spineAuthor")}
              rotated
            />
          </fieldset>
        </section>

        <section aria-labelledby="designer-back-title" className={sectionClass}>
          <h2 id="designer-back-title" className={headingClass}>
            Back cover
          </h2>
          <TextLayerEditor
            id="blurb"
            layer={design.layers.blurb}
            onChange={setLayer("blurb")}
            multiline
            placeholder="The description readers see on the back. A blank line starts a new paragraph."
          />
          <p className="text-xs text-slate-600">
            Keep the bottom right clear: KDP prints the barcode in the 2 × 1.2 in box there.
          </p>
        </section>
        <PrintColourNote />
      </div>
    </div>
  );
}

/** A reminder of what print colours do; screens show more than ink can. */
function PrintColourNote() {
  return (
    <p className="text-xs text-slate-600">
      Colours are chosen on screen (RGB); KDP converts the cover to print ink, so very bright blues
      and greens print a little duller.
    </p>
  );
}
