"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import {
  type ServiceCategoryName,
  serviceCategoryNames,
  subcategoriesOf,
} from "@inkforge/domain/contracts/service-categories";
import type {
  ConsoleServiceProvider,
  ServiceProviderInput,
} from "@inkforge/domain/contracts/service-directory";
import { useState } from "react";
import { type FieldPath, type Resolver, useForm } from "react-hook-form";
import { lazyResolver } from "@/lib/forms/lazy-resolver";
import { describeFailure, useConsoleApi } from "../console-session";
import { loadConsoleSchemas } from "../load-console-schema";

/*
 * One provider as a form (decision 0135), validated in the browser by the contract the API
 * checks. Tags are typed comma-separated; "Vetted" is the operator's own statement that they
 * checked the provider's work and reviews.
 */

const field = "h-10 rounded border border-slate-300 px-2 text-sm";
const label = "grid gap-1 text-xs font-semibold";
const categories = Object.keys(serviceCategoryNames) as ServiceCategoryName[];

type FormValues = Omit<ServiceProviderInput, "tags"> & { tags: string | string[] };

const blankProvider: ServiceProviderInput = {
  category: "Book Covers",
  subcategory: "Puzzle Book Cover",
  name: "",
  description: "",
  link: "",
  rating: 5,
  totalReviews: 0,
  tags: [],
  vetted: false,
};

export function ProviderForm({
  provider,
  onSaved,
  onCancel,
}: {
  provider: ConsoleServiceProvider | null;
  onSaved: (name: string) => void;
  onCancel: () => void;
}) {
  const api = useConsoleApi();
  const start: ServiceProviderInput = provider
    ? {
        category: provider.category as ServiceCategoryName,
        subcategory: provider.subcategory,
        name: provider.name,
        description: provider.description,
        link: provider.link,
        rating: provider.rating,
        totalReviews: provider.totalReviews,
        tags: provider.tags,
        vetted: provider.vetted,
      }
    : blankProvider;
  // The contract (and zod) loads with the first submit, not with the console page.
  const [resolver] = useState(() =>
    lazyResolver(() =>
      loadConsoleSchemas().then(
        (schemas) =>
          zodResolver(schemas.serviceProviderInputSchema) as Resolver<ServiceProviderInput>,
      ),
    ),
  );
  const form = useForm<ServiceProviderInput>({
    defaultValues: start,
    resolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { errors, isSubmitting } = form.formState;
  const category = form.watch("category");

  const errorAt = (name: string) => {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
    return typeof message === "string" ? (
      <span className="text-red-700" data-testid={`error-${name}`}>
        {message}
      </span>
    ) : null;
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const result = provider
      ? await api("PUT", `/api/admin/service-providers/${provider.id}`, { body: values })
      : await api("POST", "/api/admin/service-providers", { body: values });
    if (!result.ok) {
      const failure = describeFailure(result);
      for (const [path, message] of Object.entries(failure.fieldErrors)) {
        form.setError(path as FieldPath<ServiceProviderInput>, { message });
      }
      form.setError("root.server", { message: failure.message });
      return;
    }
    onSaved(values.name);
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4"
      data-testid="provider-form"
    >
      <h2 className="text-lg font-semibold">
        {provider ? `Edit ${provider.name}` : "Add a provider"}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className={label}>
          Category
          <select
            {...form.register("category", {
              onChange: (event) =>
                form.setValue(
                  "subcategory",
                  subcategoriesOf(event.target.value as ServiceCategoryName)[0] ?? "",
                ),
            })}
            className={field}
          >
            {categories.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
          {errorAt("category")}
        </label>
        <label className={label}>
          Subcategory
          <select {...form.register("subcategory")} className={field}>
            {subcategoriesOf(category).map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
          {errorAt("subcategory")}
        </label>
        <label className={label}>
          Name
          <input {...form.register("name")} className={field} />
          {errorAt("name")}
        </label>
        <label className={label}>
          Their page on the marketplace (https)
          <input {...form.register("link")} className={field} placeholder="https://" />
          {errorAt("link")}
        </label>
        <label className={`${label} sm:col-span-2`}>
          Description
          <textarea
            {...form.register("description")}
            rows={2}
            className="rounded border border-slate-300 p-2 text-sm"
          />
          {errorAt("description")}
        </label>
        <label className={label}>
          Rating (0 to 5)
          <input
            type="number"
            step="0.1"
            {...form.register("rating", { valueAsNumber: true })}
            className={field}
          />
          {errorAt("rating")}
        </label>
        <label className={label}>
          Reviews
          <input
            type="number"
            {...form.register("totalReviews", { valueAsNumber: true })}
            className={field}
          />
          {errorAt("totalReviews")}
        </label>
        <label className={`${label} sm:col-span-2`}>
          Tags (comma-separated, at most 6)
          <input
            {...form.register("tags", {
              setValueAs: (value: FormValues["tags"]) =>
                Array.isArray(value)
                  ? value
                  : value
                      .split(",")
                      .map((tag) => tag.trim())
                      .filter(Boolean),
            })}
            defaultValue={start.tags.join(", ")}
            className={field}
          />
          {errorAt("tags")}
        </label>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register("vetted")} />
        Vetted: I checked this provider's work and reviews myself
      </label>
      {errors.root?.server ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.root.server.message}
        </p>
      ) : null}
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={isSubmitting}
          className="h-10 rounded bg-ink-900 px-4 text-sm font-semibold text-white"
        >
          Save provider
        </button>
        <button type="button" onClick={onCancel} className="h-10 rounded border px-4 text-sm">
          Cancel
        </button>
      </div>
    </form>
  );
}
