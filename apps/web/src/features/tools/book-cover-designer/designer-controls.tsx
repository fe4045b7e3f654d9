"use client";

import {
  DESIGN_FONTS,
  type Fill,
  FONT_IDS,
  type FontId,
  GRADIENT_DIRECTIONS,
  LAYER_LABELS,
  type LayerId,
  TEXT_LIMITS,
  type TextLayer,
} from "@inkforge/domain/tools/book-cover-designer/design";
import type * as React from "react";
import { useEffect, useId, useState } from "react";

/*
 * Small labelled controls for the designer. Every input has a visible label tied to it, so the
 * controls work from the keyboard and read well in a screen reader.
 */

export const controlClass =
  "h-10 w-full rounded-md border border-slate-300 bg-white px-2 text-base text-slate-900 disabled:bg-slate-100 disabled:text-slate-500";
const labelClass = "text-sm font-semibold text-ink-900";

export function Field({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  children: (props: {
    id: string;
    "aria-describedby"?: string;
    "aria-invalid"?: boolean;
  }) => React.ReactNode;
}) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="grid content-start gap-1">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children({
        id,
        "aria-describedby": describedBy || undefined,
        "aria-invalid": error ? true : undefined,
      })}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function ColourField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label}>
      {(props) => (
        <input
          {...props}
          type="color"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="h-10 w-full cursor-pointer rounded-md border border-slate-300 bg-white p-1"
        />
      )}
    </Field>
  );
}

const DIRECTION_LABELS: Record<(typeof GRADIENT_DIRECTIONS)[number], string> = {
  vertical: "Top to bottom",
  horizontal: "Left to right",
  diagonal: "Corner to corner",
};

/** A solid colour or a two-colour gradient for one panel (or the whole wrap). */
export function FillEditor({
  name,
  fill,
  onChange,
}: {
  name: string;
  fill: Fill;
  onChange: (fill: Fill) => void;
}) {
  const first = fill.kind === "solid" ? fill.color : fill.from;
  return (
    <fieldset className="grid gap-2 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">{name}</legend>
      <Field label={`${name} style`}>
        {(props) => (
          <select
            {...props}
            className={controlClass}
            value={fill.kind}
            onChange={(event) =>
              onChange(
                event.target.value === "gradient"
                  ? { kind: "gradient", from: first, to: "#f59e0b", direction: "vertical" }
                  : { kind: "solid", color: first },
              )
            }
          >
            <option value="solid">Solid colour</option>
            <option value="gradient">Two-colour gradient</option>
          </select>
        )}
      </Field>
      {fill.kind === "solid" ? (
        <ColourField
          label={`${name} colour`}
          value={fill.color}
          onChange={(color) => onChange({ kind: "solid", color })}
        />
      ) : (
        <div className="grid grid-cols-2 gap-2">
          <ColourField
            label={`${name} start colour`}
            value={fill.from}
            onChange={(from) => onChange({ ...fill, from })}
          />
          <ColourField
            label={`${name} end colour`}
            value={fill.to}
            onChange={(to) => onChange({ ...fill, to })}
          />
          <div className="col-span-2">
            <Field label={`${name} direction`}>
              {(props) => (
                <select
                  {...props}
                  className={controlClass}
                  value={fill.direction}
                  onChange={(event) =>
                    onChange({
                      ...fill,
                      direction: event.target.value as (typeof GRADIENT_DIRECTIONS)[number],
                    })
                  }
                >
                  {GRADIENT_DIRECTIONS.map((direction) => (
                    <option key={direction} value={direction}>
                      {DIRECTION_LABELS[direction]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
        </div>
      )}
    </fieldset>
  );
}

/** A number input that reports only finite numbers in range, so a half-typed value never breaks the design. */
function NumberInput({
  value,
  onChange,
  step,
  min,
  max,
  ...props
}: {
  value: number;
  onChange: (value: number) => void;
  step: number;
  min: number;
  max: number;
  id: string;
  "aria-describedby"?: string;
}) {
  const [text, setText] = useState(String(value));
  // A value changed elsewhere (a loaded design, a preset, a limit) replaces what is shown.
  useEffect(() => {
    setText((shown) => (Number(shown) === value && shown.trim() !== "" ? shown : String(value)));
  }, [value]);
  return (
    <input
      {...props}
      type="number"
      inputMode="decimal"
      className={controlClass}
      step={step}
      min={min}
      max={max}
      value={text}
      onBlur={() => setText(String(value))}
      onChange={(event) => {
        setText(event.target.value);
        const next = Number(event.target.value);
        if (
          event.target.value.trim() !== "" &&
          Number.isFinite(next) &&
          next >= min &&
          next <= max
        ) {
          onChange(next);
        }
      }}
    />
  );
}

/** The text of one layer and, folded away, its font, size, colour, alignment and nudges. */
export function TextLayerEditor({
  id,
  layer,
  onChange,
  multiline = false,
  rotated = false,
  placeholder,
}: {
  id: LayerId;
  layer: TextLayer;
  onChange: (patch: Partial<TextLayer>) => void;
  multiline?: boolean;
  rotated?: boolean;
  placeholder?: string;
}) {
  const label = LAYER_LABELS[id];
  return (
    <div className="grid gap-2 rounded-md border border-slate-200 bg-white p-3">
      <Field label={label}>
        {(props) =>
          multiline ? (
            <textarea
              {...props}
              rows={5}
              maxLength={TEXT_LIMITS.length.blurb}
              placeholder={placeholder}
              value={layer.text}
              onChange={(event) => onChange({ text: event.target.value })}
              className="w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-base text-slate-900 disabled:bg-slate-100"
            />
          ) : (
            <input
              {...props}
              type="text"
              maxLength={TEXT_LIMITS.length.other}
              placeholder={placeholder}
              value={layer.text}
              onChange={(event) => onChange({ text: event.target.value })}
              className={controlClass}
            />
          )
        }
      </Field>
      <details className="group">
        <summary className="cursor-pointer text-sm font-medium text-ink-700 underline-offset-2 hover:underline">
          {label} style and position
        </summary>
        <div className="mt-2 grid grid-cols-2 gap-2">
          <div className="col-span-2">
            <Field label={`${label} font`}>
              {(props) => (
                <select
                  {...props}
                  className={controlClass}
                  value={layer.font}
                  onChange={(event) => onChange({ font: event.target.value as FontId })}
                >
                  {FONT_IDS.map((font) => (
                    <option key={font} value={font}>
                      {DESIGN_FONTS[font].label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          <Field label={`${label} size (pt)`}>
            {(props) => (
              <NumberInput
                {...props}
                value={layer.sizePt}
                step={1}
                min={TEXT_LIMITS.sizePt.min}
                max={TEXT_LIMITS.sizePt.max}
                onChange={(sizePt) => onChange({ sizePt })}
              />
            )}
          </Field>
          <ColourField
            label={`${label} colour`}
            value={layer.color}
            onChange={(color) => onChange({ color })}
          />
          {rotated ? null : (
            <Field label={`${label} alignment`}>
              {(props) => (
                <select
                  {...props}
                  className={controlClass}
                  value={layer.align}
                  onChange={(event) =>
                    onChange({ align: event.target.value as TextLayer["align"] })
                  }
                >
                  <option value="left">Left</option>
                  <option value="center">Centre</option>
                  <option value="right">Right</option>
                </select>
              )}
            </Field>
          )}
          <label className="flex items-center gap-2 self-end pb-2 text-sm font-semibold text-ink-900">
            <input
              type="checkbox"
              className="size-5"
              checked={layer.bold}
              onChange={(event) => onChange({ bold: event.target.checked })}
            />
            {label} bold
          </label>
          <Field label={rotated ? `${label} move across (in)` : `${label} move right (in)`}>
            {(props) => (
              <NumberInput
                {...props}
                value={layer.offsetXIn}
                step={0.05}
                min={TEXT_LIMITS.offsetIn.min}
                max={TEXT_LIMITS.offsetIn.max}
                onChange={(offsetXIn) => onChange({ offsetXIn })}
              />
            )}
          </Field>
          <Field label={rotated ? `${label} move along (in)` : `${label} move down (in)`}>
            {(props) => (
              <NumberInput
                {...props}
                value={layer.offsetYIn}
                step={0.05}
                min={TEXT_LIMITS.offsetIn.min}
                max={TEXT_LIMITS.offsetIn.max}
                onChange={(offsetYIn) => onChange({ offsetYIn })}
              />
            )}
          </Field>
        </div>
      </details>
    </div>
  );
}
