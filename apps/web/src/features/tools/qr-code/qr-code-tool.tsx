"use client";

import { describeIssue } from "@inkforge/domain/contracts/messages";
import {
  QR_MAX_SIZE_IN,
  QR_MIN_CONTRAST,
  QR_MIN_SIZE_IN,
  QR_RECOMMENDED_MODULE_MM,
  QR_STANDARD_QUIET_ZONE,
  type QrCodeOptions,
  qrCodeInputSchema,
  qrErrorCorrectionLevels,
} from "@inkforge/domain/tools/qr-code/schema";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import type * as React from "react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useRecordToolUse } from "@/features/tools/shared/record-tool-use";
import { QrCodePreview } from "./qr-code-preview";

type Values = {
  kind: string;
  data: string;
  sizeIn: string;
  errorCorrection: string;
  foreground: string;
  background: string;
  quietZone: string;
};
type Field = keyof Values;

const DEFAULTS: Values = {
  kind: "url",
  data: "",
  sizeIn: "1.5",
  errorCorrection: "M",
  foreground: "#000000",
  background: "#ffffff",
  quietZone: String(QR_STANDARD_QUIET_ZONE),
};
const FIELDS = Object.keys(DEFAULTS) as Field[];
const LABELS: Record<Field, string> = {
  kind: "Content",
  data: "Link or text",
  sizeIn: "Printed size (inches)",
  errorCorrection: "Error correction",
  foreground: "Code colour",
  background: "Background colour",
  quietZone: "Quiet zone (modules)",
};

function readValues(params: URLSearchParams): Values {
  const values = { ...DEFAULTS };
  for (const field of FIELDS) {
    const value = params.get(field);
    if (value !== null) values[field] = value;
  }
  return values;
}

function validate(values: Values): {
  options: QrCodeOptions | null;
  errors: Partial<Record<Field, string>>;
} {
  const parsed = qrCodeInputSchema.safeParse(values);
  if (parsed.success) return { options: parsed.data, errors: {} };
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field | undefined;
    // An empty box is not an error yet: the page asks for the data in its own words.
    if (field === "data" && values.data === "") continue;
    if (field && !errors[field]) errors[field] = describeIssue(issue, LABELS[field]);
  }
  return { options: null, errors };
}

const controlClass =
  "h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 aria-[invalid=true]:border-red-600";

function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink-900">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The catalogue id a use of this tool is recorded under (spec 7.5). */
const TOOL_ID = "qr-code-generator";

export function QrCodeTool() {
  const recordToolUse = useRecordToolUse();
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [values, setValues] = useState<Values>(() =>
    readValues(new URLSearchParams(searchParams.toString())),
  );
  const { options, errors } = useMemo(() => validate(values), [values]);
  const lastGood = useRef<QrCodeOptions | null>(null);
  if (options) lastGood.current = options;
  else if (values.data === "") lastGood.current = null;

  useEffect(() => {
    const params = new URLSearchParams(searchParams.toString());
    for (const field of FIELDS) {
      if (values[field] === DEFAULTS[field]) params.delete(field);
      else params.set(field, values[field]);
    }
    const query = params.toString();
    if (query !== searchParams.toString()) {
      router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
    }
  }, [values, pathname, router, searchParams]);

  const update = (field: Field, value: string) => setValues((old) => ({ ...old, [field]: value }));
  const control = (field: Field, hint = false) => ({
    id: `qr-${field}`,
    value: values[field],
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby":
      [errors[field] ? `qr-${field}-error` : null, hint ? `qr-${field}-hint` : null]
        .filter(Boolean)
        .join(" ") || undefined,
  });

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <form
        aria-label="QR code generator"
        noValidate
        onSubmit={(event) => event.preventDefault()}
        className="grid content-start gap-4"
      >
        <Field id="qr-kind" label={LABELS.kind} error={errors.kind}>
          <select
            {...control("kind")}
            className={controlClass}
            onChange={(event) => update("kind", event.target.value)}
          >
            <option value="url">A link (web address)</option>
            <option value="text">Plain text</option>
          </select>
        </Field>
        <Field
          id="qr-data"
          label={LABELS.data}
          error={errors.data}
          hint={
            values.kind === "url"
              ? "A full address such as https://yoursite.com/bonus. Short links make smaller codes."
              : "Up to 2,000 characters; the shorter the text, the easier the code is to scan."
          }
        >
          <textarea
            {...control("data", true)}
            rows={3}
            className={`${controlClass} h-auto py-2`}
            placeholder={values.kind === "url" ? "https://" : "Thanks for reading!"}
            onChange={(event) => update("data", event.target.value)}
          />
        </Field>
        <Field
          id="qr-sizeIn"
          label={LABELS.sizeIn}
          error={errors.sizeIn}
          hint={`${QR_MIN_SIZE_IN} to ${QR_MAX_SIZE_IN} in; 1 to 1.5 in suits a back page.`}
        >
          <input
            {...control("sizeIn", true)}
            type="number"
            inputMode="decimal"
            step="0.05"
            min={QR_MIN_SIZE_IN}
            max={QR_MAX_SIZE_IN}
            className={controlClass}
            onChange={(event) => update("sizeIn", event.target.value)}
          />
        </Field>
        <Field
          id="qr-errorCorrection"
          label={LABELS.errorCorrection}
          error={errors.errorCorrection}
        >
          <select
            {...control("errorCorrection")}
            className={controlClass}
            onChange={(event) => update("errorCorrection", event.target.value)}
          >
            {Object.entries(qrErrorCorrectionLevels).map(([level, label]) => (
              <option key={level} value={level}>
                {level} – {label}
              </option>
            ))}
          </select>
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <Field id="qr-foreground" label={LABELS.foreground} error={errors.foreground}>
            <div className="flex gap-2">
              <input
                type="color"
                aria-label="Pick the code colour"
                value={/^#[0-9a-f]{6}$/i.test(values.foreground) ? values.foreground : "#000000"}
                className="h-11 w-11 shrink-0 rounded-md border border-slate-300"
                onChange={(event) => update("foreground", event.target.value)}
              />
              <input
                {...control("foreground")}
                type="text"
                spellCheck={false}
                className={controlClass}
                onChange={(event) => update("foreground", event.target.value)}
              />
            </div>
          </Field>
          <Field id="qr-background" label={LABELS.background} error={errors.background}>
            <div className="flex gap-2">
              <input
                type="color"
                aria-label="Pick the background colour"
                value={/^#[0-9a-f]{6}$/i.test(values.background) ? values.background : "#ffffff"}
                className="h-11 w-11 shrink-0 rounded-md border border-slate-300"
                onChange={(event) => update("background", event.target.value)}
              />
              <input
                {...control("background")}
                type="text"
                spellCheck={false}
                className={controlClass}
                onChange={(event) => update("background", event.target.value)}
              />
            </div>
          </Field>
        </div>
        <Field
          id="qr-quietZone"
          label={LABELS.quietZone}
          error={errors.quietZone}
          hint={`The blank margin scanners need; the standard asks for ${QR_STANDARD_QUIET_ZONE}.`}
        >
          <input
            {...control("quietZone", true)}
            type="number"
            inputMode="numeric"
            min={0}
            max={16}
            className={controlClass}
            onChange={(event) => update("quietZone", event.target.value)}
          />
        </Field>
      </form>

      <div className="grid content-start gap-6">
        <section aria-labelledby="qr-result-title" className="grid gap-3">
          <h2 id="qr-result-title" className="text-lg font-semibold text-ink-900">
            Your QR code
          </h2>
          <QrCodePreview
            input={options ?? lastGood.current}
            onUse={() => void recordToolUse(TOOL_ID)}
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
        </section>
      </div>
    </div>
  );
}
