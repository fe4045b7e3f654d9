"use client";

import type { PersonRow } from "@inkforge/domain/admin/contract";
import Link from "next/link";
import { useState } from "react";
import { FormProvider } from "react-hook-form";
import { InputField } from "@/components/forms/input-field";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { type Column, DataTable, Pager, type Sort, useConsoleGet } from "./data-table";
import { when } from "./format";
import {
  type ConsoleFormInput,
  type ConsoleFormOutput,
  loadConsoleSchema,
} from "./load-console-schema";

const limit = 25;

const columns: Column<PersonRow>[] = [
  {
    key: "email",
    label: "Email",
    sortKey: "email",
    render: (row) => (
      <Link href={`/admin/people/${row.id}`} className="font-semibold text-ink-700 underline">
        {row.email}
      </Link>
    ),
  },
  { key: "username", label: "Name", sortKey: "username", render: (row) => row.username },
  { key: "role", label: "Staff role", render: (row) => row.role ?? "—" },
  { key: "createdAt", label: "Joined", sortKey: "createdAt", render: (row) => when(row.createdAt) },
  { key: "deleted", label: "Deleted", render: (row) => (row.deleted ? "yes" : "") },
];

export function PeoplePage() {
  const form = useZodForm<
    ConsoleFormInput<"peopleSearchSchema">,
    ConsoleFormOutput<"peopleSearchSchema">
  >({
    loadSchema: loadConsoleSchema("peopleSearchSchema"),
    defaultValues: { q: "" },
    labels: { q: "Search" },
  });
  const [q, setQ] = useState("");
  const onSubmit = form.handleSubmit((values) => {
    setOffset(0);
    setQ(values.q ?? "");
  });
  const [sort, setSort] = useState<Sort>({ field: "createdAt", dir: "desc" });
  const [offset, setOffset] = useState(0);
  const params = new URLSearchParams({
    sort: sort.field,
    dir: sort.dir,
    limit: String(limit),
    offset: String(offset),
    ...(q ? { q } : {}),
  });
  const { data, error } = useConsoleGet<{ items: PersonRow[]; total: number }>(
    `/api/admin/people?${params}`,
  );
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold text-ink-900">People</h1>
      <FormProvider {...form}>
        <form className="flex flex-wrap items-start gap-2" noValidate onSubmit={onSubmit}>
          <InputField
            id="people-q"
            name="q"
            label="Email, name or id"
            labelClassName="sr-only"
            className="gap-1"
            inputClassName="h-10 w-72 max-w-full rounded px-3"
            placeholder="Email, name or id"
          />
          <button
            type="submit"
            className="h-10 rounded-md bg-ink-800 px-4 text-sm font-semibold text-white"
          >
            Search
          </button>
        </form>
      </FormProvider>
      {error ? <p className="text-red-700">{error}</p> : null}
      <DataTable
        caption="People"
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(row) => row.id}
        sort={sort}
        onSort={(next) => {
          setSort(next);
          setOffset(0);
        }}
        testId="people-table"
      />
      <Pager total={data?.total ?? 0} offset={offset} limit={limit} onOffset={setOffset} />
    </div>
  );
}
