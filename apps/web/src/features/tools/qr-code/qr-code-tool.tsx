"use client";

import {
  QR_MAX_SIZE_IN,
  QR_MIN_CONTRAST,
  QR_MIN_SIZE_IN,
  QR_RECOMMENDED_MODULE_MM,
  QR_STANDARD_QUIET_ZONE,
  qrErrorCorrectionLevels,
} from "@inkforge/domain/tools/qr-code/limits";
import type { QrCodeOptions } from "@inkforge/domain/tools/qr-code/schema";
import { useRef } from "react";
import { SelectField, TextField, ToolForm } from "@/components/forms/fields";
import { useRecordToolUse } from "@/features/tools/shared/record-tool-use";
import { useUrlForm } from "@/lib/forms/use-url-form";
import { QrCodePreview } from "./qr-code-preview";

const DEFAULTS = {
  kind: "url",
  data: "",
  sizeIn: "1.5",
  errorCorrection: "M",
  foreground: "#000000",
  background: "#ffffff",
  quietZone: String(QR_STANDARD_QUIET_ZONE),
};

const KIND_OPTIONS = [
  { value: "url", label: "A link (web address)" },
  { value: "text", label: "Plain text" },
];
const LEVEL_OPTIONS = Object.entries(qrErrorCorrectionLevels).map(([value, label]) => ({
  value,
  label: `${value} – ${label}`,
}));
const HEX6 = /^#[0-9a-f]{6}$/i;

/** The catalogue id a use of this tool is recorded under (spec 7.5). */
const TOOL_ID = "qr-code-generator";

// The schema (and zod) load after the first paint (decision 0054).
const loadSchema = () =>
  import("@inkforge/domain/tools/qr-code/schema").then((schema) => schema.qrCodeFormSchema);

export function QrCodeTool() {
  const recordToolUse = useRecordToolUse();
  const { form, values, input, ready } = useUrlForm({ loadSchema, defaults: DEFAULTS });
  const lastGood = useRef<QrCodeOptions | null>(null);
  if (input) lastGood.current = input;
  else if (values.data === "") lastGood.current = null;

  // The native colour pickers write the same text fields the URL keeps.
  const pick = (name: "foreground" | "background", value: string) =>
    form.setValue(name, value, { shouldValidate: true, shouldDirty: true });

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <div className="grid content-start gap-4">
        <ToolForm form={form} ready={ready} label="QR code generator" idPrefix="qr">
          <SelectField name="kind" label="Content" options={KIND_OPTIONS} />
          <TextField
            name="data"
            label="Link or text"
            placeholder={values.kind === "url" ? "https://" : "Thanks for reading!"}
            hint={
              values.kind === "url"
                ? "A full address such as https://yoursite.com/bonus. Short links make smaller codes."
                : "Up to 2,000 characters; the shorter the text, the easier the code is to scan."
            }
          />
          <TextField
            name="sizeIn"
            label="Printed size (inches)"
            inputMode="decimal"
            hint={`${QR_MIN_SIZE_IN} to ${QR_MAX_SIZE_IN} in; 1 to 1.5 in suits a back page.`}
          />
          <SelectField name="errorCorrection" label="Error correction" options={LEVEL_OPTIONS} />
          <TextField name="foreground" label="Code colour" hint="A hex colour such as #000000." />
          <TextField name="background" label="Background colour" />
          <div className="flex flex-wrap items-center gap-4 text-sm text-slate-700">
            <label className="flex items-center gap-2">
              <input
                type="color"
                value={HEX6.test(values.foreground) ? values.foreground : "#000000"}
                className="h-10 w-10 rounded-md border border-slate-300"
                onChange={(event) => pick("foreground", event.target.value)}
              />
              Pick the code colour
            </label>
            <label className="flex items-center gap-2">
              <input
                type="color"
                value={HEX6.test(values.background) ? values.background : "#ffffff"}
                className="h-10 w-10 rounded-md border border-slate-300"
                onChange={(event) => pick("background", event.target.value)}
              />
              Pick the background
            </label>
          </div>
          <TextField
            name="quietZone"
            label="Quiet zone (modules)"
            inputMode="numeric"
            hint={`The blank margin scanners need; the standard asks for ${QR_STANDARD_QUIET_ZONE}.`}
          />
        </ToolForm>
      </div>

      <div className="grid content-start gap-6">
        <section aria-labelledby="qr-result-title" className="grid gap-3">
          <h2 id="qr-result-title" className="text-lg font-semibold text-ink-900">
            Your QR code
          </h2>
          <QrCodePreview
            input={input ?? lastGood.current}
            onUse={() => {
              const served = input ?? lastGood.current;
              if (served)
                void recordToolUse(TOOL_ID, {
                  method: "POST",
                  path: "/api/tools/qr-code",
                  body: served,
                });
            }}
          />
        </section>
        <section aria-labelledby="qr-about" className="grid gap-2 text-sm text-slate-700">
          <h2 id="qr-about" className="text-base font-semibold text-ink-900">
            What the numbers mean
          </h2>
          <p>
            The PNG is drawn at 300 DPI, the resolution KDP asks for in print interiors and covers
            (KDP help G201857950), so a 1.5 in code is 450 × 450 pixels. The SVG is vector and
            states its size in inches.
          </p>
          <p>
            Each square of the code is a module. Phones read printed codes easily when a module is
            {` ${QR_RECOMMENDED_MODULE_MM}`} mm or more; longer data makes more, smaller modules, so
            shorten the link or print larger when warned. Colours need a contrast ratio of at least{" "}
            {QR_MIN_CONTRAST}:1 (WCAG 2) to scan; dark on light works best. Higher error correction
            survives scuffs but needs more modules.
          </p>
          <p>
            Scan the printed proof with two phones before you publish; codes are made by the
            open-source qrcode library (ISO/IEC 18004).
          </p>
          <p className="text-slate-600" data-testid="qr-source">
            Source: KDP Help, print image resolution (G201857950); QR Code symbology (ISO/IEC
            18004:2015); contrast ratio (W3C WCAG 2.2, 2023).
          </p>
        </section>
      </div>
    </div>
  );
}
