"use client";

import {
  A_PLUS_ALT_TEXT_MAX_CHARS,
  A_PLUS_MAKER_MODULE_IDS,
  A_PLUS_MAX_MODULES,
  A_PLUS_TEXT_SOURCES,
  type APlusImageFill,
  type APlusPage,
  type APlusPageModule,
  checkAltText,
  checkAPlusPage,
  comparisonFromProjects,
  countModuleTexts,
  imageTargetsOf,
  newAPlusModule,
  readAPlusPage,
} from "@inkforge/domain/designs/a-plus-page";
import { imageNamesOf, newEditorDocument } from "@inkforge/domain/designs/editor-document";
import { getAPlusModuleOrThrow } from "@inkforge/domain/kdp/a-plus-modules";
import { useEffect, useRef, useState } from "react";
import { ToolUpgradePrompt } from "@/components/layout/tool-upgrade-prompt";
import { toast } from "@/components/toast/toast-store";
import { ToolButton } from "@/components/ui/tool-button";
import { publicEnv } from "@/config/public-env";
import { AccountDesigns } from "@/features/tools/shared/account-designs";
import { useRecordToolUse } from "@/features/tools/shared/record-tool-use";
import { failureText } from "@/lib/api/api-error";
import { createBookProjectsClient } from "@/lib/api/book-projects-client";
import { browserApi } from "@/lib/api/browser-api";
import { fetchDesignImage, uploadDesignImage } from "@/lib/api/designs-client";
import { QueryProvider } from "@/lib/api/query-provider";
import { usePlanCapability } from "@/lib/api/use-research";
import { useAuth } from "@/lib/auth/use-auth";
import { DesignEditorLoader } from "../design-editor/design-editor-loader";
import {
  type APlusZip,
  buildAPlusZip,
  captionOf,
  drawTarget,
  fillOf,
  type ImageSource,
} from "./a-plus-export";

/*
 * The A+ Content maker (issue 31, decision 0114): modules in order from the A+ data, text counted
 * against each module's limits, desktop and phone previews drawn with the export's own code, and a
 * ZIP of every image at its exact size with manifest.json. Composing, previewing and saving follow
 * the plan's row; exporting the images is the Creative Bundle's (or a plan with the row in full).
 */

export type APlusOffer = { plans: string[]; bundleHref: string; bundlePrice: string };

const CAPABILITY = "a-plus-content-maker";
const sectionClass = "grid content-start gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4";
const inputClass = "rounded-md border border-slate-300 px-3 py-2 text-sm";

let nextKey = 0;
function freshKey(): string {
  nextKey += 1;
  return `m${Date.now().toString(36)}${nextKey}`;
}

function startingPage(): APlusPage {
  return { version: 1, modules: [] };
}

export function APlusMaker({ offer }: { offer: APlusOffer }) {
  return (
    <QueryProvider>
      <APlusMakerTool offer={offer} />
    </QueryProvider>
  );
}

function TargetCanvas({
  module,
  targetKey,
  images,
  className,
}: {
  module: APlusPageModule;
  targetKey: string;
  images: ReadonlyMap<string, ImageSource>;
  className?: string;
}) {
  const ref = useRef<HTMLCanvasElement>(null);
  const target = imageTargetsOf(
    getAPlusModuleOrThrow(module.moduleId),
    module.comparison?.length ?? 0,
  ).find((t) => t.key === targetKey);
  const fill = fillOf(module, targetKey);
  const caption = target ? captionOf(module, target) : "";
  const image = fill.image ? (images.get(fill.image) ?? null) : null;
  useEffect(() => {
    const canvas = ref.current;
    const context = canvas?.getContext("2d");
    if (!canvas || !context || !target) return;
    canvas.width = target.widthPx;
    canvas.height = target.heightPx;
    drawTarget(context, target, fill, caption, image, images);
  }, [target, fill, caption, image, images]);
  if (!target) return null;
  return (
    <canvas
      ref={ref}
      className={className ?? "h-auto w-full"}
      style={{ aspectRatio: `${target.widthPx} / ${target.heightPx}` }}
      aria-label={`${target.label}, ${target.widthPx} × ${target.heightPx} px`}
    />
  );
}

function PagePreview({
  page,
  images,
  view,
}: {
  page: APlusPage;
  images: ReadonlyMap<string, ImageSource>;
  view: "desktop" | "mobile";
}) {
  const mobile = view === "mobile";
  return (
    <div
      data-testid={`a-plus-preview-${view}`}
      className={`mx-auto grid gap-4 rounded-md border border-slate-300 bg-white p-3 ${mobile ? "max-w-[375px]" : "max-w-[970px]"}`}
    >
      {page.modules.map((module) => {
        const definition = getAPlusModuleOrThrow(module.moduleId);
        const targets = imageTargetsOf(definition, module.comparison?.length ?? 0);
        const row =
          !mobile && (definition.arrangement === "row" || definition.arrangement === "quadrant");
        const side =
          !mobile && (definition.arrangement === "side" || definition.arrangement === "sidebar");
        return (
          <article key={module.key} className="grid gap-2">
            <div
              className={
                row ? "flex gap-2" : side ? "grid grid-cols-[1fr_2fr] gap-3" : "grid gap-2"
              }
            >
              {targets.length > 0 ? (
                <div className={row ? "contents" : "grid gap-2"}>
                  {targets.map((target) => (
                    <div key={target.key} className={row ? "min-w-0 flex-1" : ""}>
                      <TargetCanvas module={module} targetKey={target.key} images={images} />
                    </div>
                  ))}
                </div>
              ) : null}
              <div className="grid content-start gap-1">
                {module.texts.headline ? (
                  <h3 className="font-semibold text-slate-900">{module.texts.headline}</h3>
                ) : null}
                {module.texts.body ? (
                  <p className="whitespace-pre-line text-sm text-slate-800">{module.texts.body}</p>
                ) : null}
              </div>
            </div>
            {module.comparison && module.comparison.length > 0 ? (
              <table className="w-full text-left text-xs">
                <tbody>
                  {(["author", "pages", "format"] as const).map((key) => (
                    <tr key={key}>
                      <th className="pr-2 capitalize">{key}</th>
                      {module.comparison?.map((book) => (
                        <td key={book.title}>{String(book[key])}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
          </article>
        );
      })}
    </div>
  );
}

/*
 * An element, not a bitmap: the editor's SVG shows an image layer by its URL, and the canvases
 * draw the same element. The blob URL lives as long as the page; images are few and small.
 */
function loadImage(blob: Blob): Promise<HTMLImageElement> {
  const image = new Image();
  image.src = URL.createObjectURL(blob);
  return image.decode().then(() => image);
}

function APlusMakerTool({ offer }: { offer: APlusOffer }) {
  const auth = useAuth();
  const token = auth.status === "authenticated" ? auth.apiToken : null;
  const capability = usePlanCapability(CAPABILITY);
  const recordToolUse = useRecordToolUse();
  const full = capability.status === "ready" && capability.available && capability.limit === null;
  const [page, setPage] = useState<APlusPage>(startingPage);
  const [images, setImages] = useState<ReadonlyMap<string, HTMLImageElement>>(new Map());
  const [view, setView] = useState<"desktop" | "mobile">("desktop");
  const [zip, setZip] = useState<APlusZip | null>(null);
  const [busy, setBusy] = useState(false);
  const [exportMs, setExportMs] = useState<number | null>(null);
  // The image slot open in the shared editor, and a count that remounts it on open (fresh history).
  const [editing, setEditing] = useState<{ slot: string; opened: number } | null>(null);
  const issues = checkAPlusPage(page);

  // A changed page drops the old ZIP.
  useEffect(() => {
    void page;
    setZip((old) => {
      if (old) URL.revokeObjectURL(old.url);
      return null;
    });
  }, [page]);

  const changeModule = (key: string, change: (module: APlusPageModule) => APlusPageModule) =>
    setPage((old) => ({
      ...old,
      modules: old.modules.map((m) => (m.key === key ? change(m) : m)),
    }));

  const move = (index: number, by: -1 | 1) =>
    setPage((old) => {
      const modules = [...old.modules];
      const [moved] = modules.splice(index, 1);
      if (moved) modules.splice(index + by, 0, moved);
      return { ...old, modules };
    });

  const chooseImage = async (
    module: APlusPageModule,
    targetKey: string,
    file: File | undefined,
  ) => {
    if (!file || !token) return;
    try {
      const stored = await uploadDesignImage(publicEnv.apiUrl, token, file);
      const bitmap = await loadImage(file);
      setImages((old) => new Map(old).set(stored.name, bitmap));
      changeModule(module.key, (m) => ({
        ...m,
        fills: { ...m.fills, [targetKey]: { ...fillOf(m, targetKey), image: stored.name } },
      }));
    } catch (cause) {
      toast({
        variant: "error",
        title: cause instanceof Error ? cause.message : "The image could not be used",
      });
    }
  };

  // An image layer's file goes to the account's design images first: the layer keeps its name.
  const addLayerImage = async (file: File) => {
    if (!token) throw new Error("sign in to add your own images");
    const stored = await uploadDesignImage(publicEnv.apiUrl, token, file);
    const element = await loadImage(file);
    setImages((old) => new Map(old).set(stored.name, element));
    return { src: stored.name };
  };

  const fillFromProjects = async (module: APlusPageModule) => {
    if (!token) return;
    const answer = await createBookProjectsClient(browserApi(token)).list();
    if (!answer.ok) {
      // Before, a failed read said "no book projects yet": now it says what went wrong.
      toast({
        variant: "error",
        title: "Your book projects could not be loaded",
        description: failureText(answer),
      });
      return;
    }
    const projects = answer.data;
    if (projects.length === 0) {
      toast({
        variant: "error",
        title: "You have no book projects yet: add your books in the book planner first.",
      });
      return;
    }
    changeModule(module.key, (m) => ({ ...m, comparison: comparisonFromProjects(projects) }));
  };

  const openDocument = async (document: Record<string, unknown>) => {
    const opened = readAPlusPage(document);
    if (!opened) throw new Error("This saved design is not an A+ page this maker can open.");
    const names = opened.modules.flatMap((m) =>
      Object.values(m.fills).flatMap((f) => [
        ...(f.image ? [f.image] : []),
        ...(f.layers ? imageNamesOf(f.layers) : []),
      ]),
    );
    const loaded = new Map(images);
    if (token) {
      for (const name of names) {
        if (!loaded.has(name))
          loaded.set(name, await loadImage(await fetchDesignImage(publicEnv.apiUrl, token, name)));
      }
    }
    setImages(loaded);
    setEditing(null);
    setPage(opened);
  };

  const exportZip = async () => {
    setBusy(true);
    const started = performance.now();
    try {
      setZip(await buildAPlusZip(page, images));
      setExportMs(Math.round(performance.now() - started));
      void recordToolUse(CAPABILITY);
    } catch (cause) {
      toast({
        variant: "error",
        title: cause instanceof Error ? cause.message : "The ZIP could not be made",
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
      <div className="grid min-w-0 content-start gap-4">
        <section aria-labelledby="a-plus-add-title" className={sectionClass}>
          <h2 id="a-plus-add-title" className="text-base font-semibold text-slate-900">
            Add modules ({page.modules.length} of {A_PLUS_MAX_MODULES})
          </h2>
          <ul className="grid gap-1" aria-label="A+ modules to add">
            {A_PLUS_MAKER_MODULE_IDS.map((id) => {
              const definition = getAPlusModuleOrThrow(id);
              return (
                <li key={id}>
                  <button
                    type="button"
                    className="w-full rounded-md border border-slate-200 bg-white px-3 py-2 text-left text-sm hover:bg-ink-50 disabled:opacity-50"
                    disabled={page.modules.length >= A_PLUS_MAX_MODULES}
                    aria-label={`Add ${definition.name}`}
                    onClick={() =>
                      setPage((old) => ({
                        ...old,
                        modules: [...old.modules, newAPlusModule(id, freshKey())],
                      }))
                    }
                  >
                    {definition.name}
                    <span className="block text-xs text-slate-600">
                      {definition.slots.length === 0
                        ? "Text only"
                        : definition.slots
                            .map(
                              (s) =>
                                `${s.count > 1 ? `${s.count} × ` : ""}${s.widthPx} × ${s.heightPx} px`,
                            )
                            .join(", ")}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
          <p className="text-xs text-slate-600">
            Source: {A_PLUS_TEXT_SOURCES.spApi.title} ({A_PLUS_TEXT_SOURCES.spApi.key}), as of{" "}
            {A_PLUS_TEXT_SOURCES.spApi.date}: at most 10,000 characters in any text, 80 in a
            comparison chart&apos;s title, 4 to 16 tech specs. Headline and body limits per module
            are those shown in Amazon&apos;s A+ editor and are not confirmed by that source.
          </p>
        </section>

        <section aria-labelledby="a-plus-save-title" className={sectionClass}>
          <h2 id="a-plus-save-title" className="text-base font-semibold text-slate-900">
            Save
          </h2>
          <AccountDesigns
            kind="a-plus"
            defaultName="My A+ page"
            revision={page}
            getDocument={async () => ({ ...page })}
            onOpen={openDocument}
          />
        </section>
      </div>

      <div className="grid min-w-0 content-start gap-4">
        <section aria-labelledby="a-plus-page-title" className="grid gap-3">
          <h2 id="a-plus-page-title" className="text-lg font-semibold text-slate-900">
            Your A+ page
          </h2>
          {page.modules.length === 0 ? (
            <p className="text-slate-700">
              Add up to five modules; they appear on Amazon in this order.
            </p>
          ) : null}
          <ol className="grid gap-3" aria-label="Modules of your A+ page">
            {page.modules.map((module, index) => {
              const definition = getAPlusModuleOrThrow(module.moduleId);
              const targets = imageTargetsOf(definition, module.comparison?.length ?? 0);
              return (
                <li
                  key={module.key}
                  className={sectionClass}
                  aria-label={`${index + 1}. ${definition.name}`}
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h3 className="font-semibold text-slate-900">
                      {index + 1}. {definition.name}
                    </h3>
                    <span className="flex gap-1">
                      <ToolButton
                        type="button"
                        size="sm"
                        variant="ghost"
                        disabled={index === 0}
                        onClick={() => move(index, -1)}
                        aria-label={`Move ${definition.name} up`}
                      >
                        ↑
                      </ToolButton>
                      <ToolButton
                        type="button"
                        size="sm"
                        variant="ghost"
                        disabled={index === page.modules.length - 1}
                        onClick={() => move(index, 1)}
                        aria-label={`Move ${definition.name} down`}
                      >
                        ↓
                      </ToolButton>
                      <ToolButton
                        type="button"
                        size="sm"
                        variant="ghost"
                        aria-label={`Remove ${definition.name}`}
                        onClick={() =>
                          setPage((old) => ({
                            ...old,
                            modules: old.modules.filter((m) => m.key !== module.key),
                          }))
                        }
                      >
                        Remove
                      </ToolButton>
                    </span>
                  </div>
                  {countModuleTexts(module).map(({ field, used, over }) => {
                    const id = `${module.key}-${field.id}`;
                    const value = module.texts[field.id] ?? "";
                    const change = (text: string) =>
                      changeModule(module.key, (m) => ({
                        ...m,
                        texts: { ...m.texts, [field.id]: text },
                      }));
                    return (
                      <div key={field.id} className="grid gap-1">
                        <label htmlFor={id} className="text-sm font-semibold text-ink-900">
                          {field.label}
                        </label>
                        {field.multiline ? (
                          <textarea
                            id={id}
                            rows={3}
                            className={inputClass}
                            value={value}
                            onChange={(e) => change(e.target.value)}
                            aria-describedby={`${id}-count`}
                          />
                        ) : (
                          <input
                            id={id}
                            className={inputClass}
                            value={value}
                            onChange={(e) => change(e.target.value)}
                            aria-describedby={`${id}-count`}
                          />
                        )}
                        <p
                          id={`${id}-count`}
                          className={`text-xs tabular-nums ${over ? "font-semibold text-red-700" : "text-slate-600"}`}
                        >
                          {used} / {field.maxChars} characters
                          {over ? ` — ${used - field.maxChars} over Amazon's limit` : ""}
                        </p>
                      </div>
                    );
                  })}
                  {module.moduleId === "standard-comparison-table" ? (
                    <ToolButton
                      type="button"
                      size="sm"
                      variant="outline"
                      onClick={() => void fillFromProjects(module)}
                    >
                      Fill from your book projects
                    </ToolButton>
                  ) : null}
                  {targets.map((target) => {
                    const fill: APlusImageFill = fillOf(module, target.key);
                    const slot = `${module.key}/${target.key}`;
                    const image = fill.image ? (images.get(fill.image) ?? null) : null;
                    const altId = `${module.key}-${target.key}-alt`;
                    const altUsed = [...(fill.altText ?? "").trim()].length;
                    const altProblem = checkAltText(fill.altText ?? "");
                    return (
                      <div key={target.key} className="grid gap-2">
                        <div className="flex flex-wrap items-center gap-2 text-sm">
                          <span className="min-w-40">
                            {target.label}{" "}
                            <span className="text-slate-600">
                              ({target.widthPx} × {target.heightPx} px)
                            </span>
                          </span>
                          <label className="flex items-center gap-1">
                            <span className="sr-only">{`${target.label} background colour`}</span>
                            <input
                              type="color"
                              value={fill.background}
                              onChange={(e) =>
                                changeModule(module.key, (m) => ({
                                  ...m,
                                  fills: {
                                    ...m.fills,
                                    [target.key]: { ...fill, background: e.target.value },
                                  },
                                }))
                              }
                            />
                          </label>
                          <label className="cursor-pointer text-ink-700 underline">
                            {fill.image ? "Change image" : "Choose image"}
                            <input
                              type="file"
                              accept="image/png,image/jpeg,image/webp"
                              className="sr-only"
                              aria-label={`Image for ${definition.name}: ${target.label}`}
                              onChange={(e) => {
                                void chooseImage(module, target.key, e.target.files?.[0]);
                                e.target.value = "";
                              }}
                            />
                          </label>
                          <ToolButton
                            type="button"
                            size="sm"
                            variant={editing?.slot === slot ? "primary" : "outline"}
                            aria-expanded={editing?.slot === slot}
                            aria-label={
                              editing?.slot === slot
                                ? `Close the editor of ${definition.name}: ${target.label}`
                                : fill.layers
                                  ? `Edit the design of ${definition.name}: ${target.label} (${fill.layers.layers.length} layers)`
                                  : `Design ${definition.name}: ${target.label} in the editor`
                            }
                            onClick={() =>
                              setEditing((old) =>
                                old?.slot === slot ? null : { slot, opened: Date.now() },
                              )
                            }
                          >
                            {editing?.slot === slot
                              ? "Close the editor"
                              : fill.layers
                                ? `Edit the design (${fill.layers.layers.length} layers)`
                                : "Design in the editor"}
                          </ToolButton>
                        </div>
                        <div className="grid gap-1">
                          <label htmlFor={altId} className="text-sm font-semibold text-ink-900">
                            Alt text for {target.label}
                          </label>
                          <input
                            id={altId}
                            className={inputClass}
                            value={fill.altText ?? ""}
                            placeholder="What the image shows, for readers who cannot see it"
                            aria-invalid={altProblem !== null}
                            aria-describedby={`${altId}-count`}
                            onChange={(e) =>
                              changeModule(module.key, (m) => ({
                                ...m,
                                fills: {
                                  ...m.fills,
                                  [target.key]: {
                                    ...fillOf(m, target.key),
                                    altText: e.target.value,
                                  },
                                },
                              }))
                            }
                          />
                          <p
                            id={`${altId}-count`}
                            className={`text-xs tabular-nums ${altProblem && altUsed > 0 ? "font-semibold text-red-700" : "text-slate-600"}`}
                          >
                            {altUsed} / {A_PLUS_ALT_TEXT_MAX_CHARS} characters
                            {altProblem ? ` — Amazon needs it: ${altProblem}` : ""}
                          </p>
                        </div>
                        {editing?.slot === slot ? (
                          <DesignEditorLoader
                            key={editing.opened}
                            label={`${definition.name}: ${target.label}`}
                            initial={
                              fill.layers ?? newEditorDocument(target.widthPx, target.heightPx)
                            }
                            background={(context) =>
                              drawTarget(context, target, { ...fill, layers: undefined }, "", image)
                            }
                            images={images}
                            onAddImage={addLayerImage}
                            onChange={(layers) =>
                              changeModule(module.key, (m) => ({
                                ...m,
                                fills: {
                                  ...m.fills,
                                  [target.key]: { ...fillOf(m, target.key), layers },
                                },
                              }))
                            }
                          />
                        ) : null}
                      </div>
                    );
                  })}
                  {definition.note ? (
                    <p className="text-xs text-slate-600">{definition.note}</p>
                  ) : null}
                </li>
              );
            })}
          </ol>
          {issues.length > 0 && page.modules.length > 0 ? (
            <ul role="status" className="grid gap-1">
              {issues.map((issue) => (
                <li
                  key={issue.path + issue.message}
                  className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
                >
                  {issue.message}
                </li>
              ))}
            </ul>
          ) : null}
        </section>

        {page.modules.length > 0 ? (
          <section aria-labelledby="a-plus-preview-title" className="grid gap-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="a-plus-preview-title" className="text-lg font-semibold text-slate-900">
                Preview
              </h2>
              <div role="radiogroup" aria-label="Preview on" className="flex gap-1">
                {(["desktop", "mobile"] as const).map((option) => (
                  <ToolButton
                    key={option}
                    type="button"
                    size="sm"
                    role="radio"
                    aria-checked={view === option}
                    variant={view === option ? "primary" : "outline"}
                    onClick={() => setView(option)}
                  >
                    {option === "desktop" ? "Desktop" : "Phone"}
                  </ToolButton>
                ))}
              </div>
            </div>
            <PagePreview page={page} images={images} view={view} />
          </section>
        ) : null}

        <section aria-labelledby="a-plus-export-title" className={sectionClass}>
          <h2 id="a-plus-export-title" className="text-base font-semibold text-slate-900">
            Export for Amazon
          </h2>
          {capability.status !== "ready" ? (
            <p className="text-sm text-slate-700">Checking your plan…</p>
          ) : full ? (
            <>
              <p className="text-sm text-slate-700">
                A ZIP with every image at the exact pixel size of its module (PNG, each under 2 MB)
                and manifest.json naming which image goes in which module, with your text and each
                image&apos;s alt text.
              </p>
              <div className="flex flex-wrap items-center gap-2">
                <ToolButton
                  type="button"
                  disabled={busy || page.modules.length === 0 || issues.length > 0}
                  onClick={() => void exportZip()}
                >
                  {busy ? "Making the ZIP…" : "Make the ZIP"}
                </ToolButton>
                {zip ? (
                  <a
                    href={zip.url}
                    download={zip.fileName}
                    className="inline-flex h-10 items-center rounded-md bg-ember-600 px-4 text-sm font-semibold text-white hover:bg-ember-700"
                  >
                    Download the ZIP ({zip.files} images)
                  </a>
                ) : null}
              </div>
              {zip && exportMs !== null ? (
                <p className="text-xs text-slate-600" data-testid="a-plus-export-time">
                  Made in {(exportMs / 1000).toFixed(1)} s.
                </p>
              ) : null}
            </>
          ) : (
            <ToolUpgradePrompt
              tool="Exporting A+ images"
              tier={capability.tier}
              plans={offer.plans}
            >
              You can compose, preview and save your A+ page. The images at Amazon&apos;s exact
              sizes come with the{" "}
              <a href={offer.bundleHref} className="font-semibold text-ink-700 underline">
                Creative Bundle ({offer.bundlePrice})
              </a>
              .
            </ToolUpgradePrompt>
          )}
        </section>
      </div>
    </div>
  );
}
