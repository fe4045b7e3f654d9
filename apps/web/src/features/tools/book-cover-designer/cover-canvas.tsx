"use client";

import type { EditorDocument } from "@inkforge/domain/designs/editor-document";
import {
  type DesignScene,
  describeWrapSize,
} from "@inkforge/domain/tools/book-cover-designer/layout";
import type { DesignCanvas2D } from "@inkforge/domain/tools/book-cover-designer/render";
import { drawDesign } from "@inkforge/domain/tools/book-cover-designer/render";
import { useEffect, useRef, useState } from "react";
import { drawEditorLayers, type LayerImages } from "../design-editor/draw-editor-layers";

/**
 * The wrap drawn to scale at the width of its box: the same drawing as the 300 DPI export at a
 * screen scale (times the device's pixel ratio, so text stays sharp), with the guides on top.
 */
export function CoverCanvas({
  scene,
  image,
  guides,
  extras,
  extraImages,
}: {
  scene: Omit<DesignScene, "warnings">;
  image: HTMLImageElement | null;
  guides: boolean;
  /** The free layers from the shared editor, at the wrap's pixel size. */
  extras: EditorDocument | null;
  extraImages: LayerImages;
}) {
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [cssWidth, setCssWidth] = useState(0);
  const { template } = scene;

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setCssWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  const cssHeight = Math.round((cssWidth * template.heightIn) / template.widthIn);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || cssWidth === 0) return;
    const ratio = Math.min(window.devicePixelRatio || 1, 3);
    canvas.width = Math.round(cssWidth * ratio);
    canvas.height = Math.round(cssHeight * ratio);
    const context = canvas.getContext("2d");
    if (!context) return;
    context.clearRect(0, 0, canvas.width, canvas.height);
    drawDesign(context as unknown as DesignCanvas2D, scene, canvas.width / template.widthIn, {
      guides: false,
      image: image ?? undefined,
    });
    if (extras) {
      context.save();
      context.scale(canvas.width / extras.widthPx, canvas.height / extras.heightPx);
      drawEditorLayers(context, extras, extraImages);
      context.restore();
    }
    // The guides stay on top of the free layers, as they do of the text.
    if (guides) {
      drawDesign(
        context as unknown as DesignCanvas2D,
        { ...scene, fills: [], texts: [], image: null },
        canvas.width / template.widthIn,
        {
          guides: true,
        },
      );
    }
  }, [scene, image, guides, cssWidth, cssHeight, template.widthIn, extras, extraImages]);

  return (
    <div
      ref={boxRef}
      className="w-full min-w-0"
      // On a wide screen the whole wrap stays in view beside the controls: its height is capped
      // at the window's less the header and the lines around it, the width following the ratio.
      style={{
        maxWidth: `calc(max(100vh - 17rem, 16rem) * ${(template.widthIn / template.heightIn).toFixed(4)})`,
      }}
    >
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={`Cover preview, back, spine and front: ${describeWrapSize(template)} full wrap`}
        data-testid="designer-canvas"
        // Sized by its box, never by its own pixels: a canvas wider than the screen would hold
        // the layout open and the observer would never see the box shrink.
        style={{ width: "100%", aspectRatio: `${template.widthIn} / ${template.heightIn}` }}
        className="block rounded border border-slate-300 bg-white shadow-sm"
      />
    </div>
  );
}
