"use client";

import type { QrCodeOptions } from "@inkforge/domain/tools/qr-code/schema";
import { useEffect, useState } from "react";
import { toast } from "@/components/toast/toast-store";
import { buttonVariants } from "@/components/ui/button-variants";
import { buildQrFiles, type QrFiles } from "./qr-files";

type State =
  | { status: "idle" }
  | { status: "ready"; files: QrFiles }
  | { status: "failed"; message: string };

async function copySvg(files: QrFiles) {
  try {
    await navigator.clipboard.writeText(await files.svg.blob.text());
    toast({
      variant: "success",
      title: "Copied",
      description: "The SVG code is on the clipboard.",
    });
  } catch {
    toast({
      variant: "error",
      title: "Not copied",
      description: "This browser blocked the clipboard.",
    });
  }
}

function revoke(files: QrFiles) {
  URL.revokeObjectURL(files.png.url);
  URL.revokeObjectURL(files.svg.url);
}

/**
 * Draws the code for a valid input (the encoder loads on first use), then shows the preview, the
 * print figures, the warnings and the downloads. A short pause after typing avoids redrawing on
 * every key.
 */
export function QrCodePreview({
  input,
  onUse,
}: {
  input: QrCodeOptions | null;
  /** Called once per use: a file downloaded or the SVG copied. */
  onUse: () => void;
}) {
  const [state, setState] = useState<State>({ status: "idle" });
  const key = input ? JSON.stringify(input) : null;

  useEffect(() => {
    if (!key) {
      setState({ status: "idle" });
      return;
    }
    let current = true;
    let built: QrFiles | null = null;
    const timer = setTimeout(() => {
      buildQrFiles(JSON.parse(key) as QrCodeOptions).then(
        (files) => {
          built = files;
          if (current) setState({ status: "ready", files });
          else revoke(files);
        },
        (error: unknown) => {
          if (current) {
            setState({
              status: "failed",
              message: error instanceof Error ? error.message : "The code could not be drawn",
            });
          }
        },
      );
    }, 120);
    return () => {
      current = false;
      clearTimeout(timer);
      if (built) revoke(built);
    };
  }, [key]);

  if (state.status === "failed") {
    return (
      <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
        Data: {state.message}
      </p>
    );
  }
  if (state.status === "idle" || !input) {
    return (
      <p className="text-sm text-slate-600" data-testid="qr-waiting">
        Enter a link or text and the code appears here.
      </p>
    );
  }
  const { plan, png, svg } = state.files;
  return (
    <div className="space-y-4" data-testid="qr-result">
      <div className="flex justify-center rounded-lg border border-slate-200 bg-slate-50 p-4">
        {/* biome-ignore lint/performance/noImgElement: a generated blob URL, not an optimisable asset */}
        <img
          src={png.url}
          alt={`QR code for ${input.data}`}
          width={Math.min(plan.pixels, 240)}
          height={Math.min(plan.pixels, 240)}
          className="h-auto max-w-full [image-rendering:pixelated]"
          data-testid="qr-preview"
        />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm" data-testid="qr-figures">
        <dt className="text-slate-600">Printed size</dt>
        <dd>
          {input.sizeIn} × {input.sizeIn} in
        </dd>
        <dt className="text-slate-600">PNG at 300 DPI</dt>
        <dd data-testid="qr-pixels">
          {plan.pixels} × {plan.pixels} px
        </dd>
        <dt className="text-slate-600">QR version</dt>
        <dd>
          {plan.version} ({plan.moduleCount} × {plan.moduleCount} modules)
        </dd>
        <dt className="text-slate-600">Module size</dt>
        <dd data-testid="qr-module">{plan.moduleMm} mm</dd>
        <dt className="text-slate-600">Contrast</dt>
        <dd data-testid="qr-contrast">{plan.contrastRatio}:1</dd>
      </dl>
      {plan.warnings.length > 0 ? (
        <ul
          role="status"
          className="space-y-1 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          {plan.warnings.map((warning) => (
            <li key={warning.message} data-testid={`qr-warning-${warning.field}`}>
              {warning.message}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-emerald-800" role="status">
          Prints cleanly: modules of {plan.moduleMm} mm at {plan.contrastRatio}:1 contrast.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <a
          href={png.url}
          download={png.fileName}
          onClick={onUse}
          className={buttonVariants({ variant: "primary", size: "sm" })}
        >
          Download PNG
        </a>
        <a
          href={svg.url}
          download={svg.fileName}
          onClick={onUse}
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          Download SVG
        </a>
        <button
          type="button"
          className={buttonVariants({ variant: "ghost", size: "sm" })}
          onClick={() => {
            onUse();
            void copySvg(state.files);
          }}
        >
          Copy SVG code
        </button>
      </div>
    </div>
  );
}
