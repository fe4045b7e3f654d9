"use client";

import {
  type Announcements,
  type CollisionDetection,
  closestCenter,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  getFirstCollision,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  type UniqueIdentifier,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import {
  type BoardColumn,
  type BoardWithPages,
  boardProgress,
  moveCardPosition,
  type Page,
  type PageData,
} from "@inkforge/domain/book-project/board";
import { DONE_COLUMN_ID } from "@inkforge/domain/book-project/launch-checklist";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { TextAreaField, TextField, ToolForm } from "@/components/forms/fields";
import { toast } from "@/components/toast/toast-store";
import { buttonVariants } from "@/components/ui/button-variants";
import { cn } from "@/lib/cn";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { type Columns, findColumn, groupByColumn, moveAcross } from "./board-columns";
import { usePlannerApi } from "./planner-api";

/*
 * One project's launch board: columns of cards that move with the pointer or the keyboard
 * (@dnd-kit: focus a card's handle, Space to pick it up, arrows to move, Space to drop, Escape to
 * cancel). Every change shows at once and is saved with one PUT /api/page/{id}; when the save
 * fails the card goes back and a toast says why.
 */

type CardValues = { notes: string; dueDate: string };
type CardChange = Pick<PageData, "notes" | "dueDate">;
const loadCardSchema = () => import("./board-form-schemas").then((module) => module.cardFormSchema);
const loadAddCardSchema = () =>
  import("./board-form-schemas").then((module) => module.addCardFormSchema);

function todayIso(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
}

const formatDue = (date: string) =>
  new Date(`${date}T00:00:00`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
  });

export function PlannerBoard({ boardId }: { boardId: string }) {
  const api = usePlannerApi();
  const [board, setBoard] = useState<BoardWithPages | null>(null);
  const [pages, setPages] = useState<Page[]>([]);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void api.getBoard(boardId).then((result) => {
      if (!live) return;
      if (!result.ok) {
        setLoadError(result.message);
        return;
      }
      setBoard(result.data);
      setPages(result.data.pages);
    });
    return () => {
      live = false;
    };
  }, [api, boardId]);

  const columns = useMemo(() => board?.boardCollection.columns ?? [], [board]);
  const grouped = useMemo(() => groupByColumn(pages, columns), [pages, columns]);
  const pagesById = useMemo(() => new Map(pages.map((page) => [page.id, page])), [pages]);

  // While a card is dragged across columns it is shown in the column it is over; the real move
  // is only computed and saved on drop. A ref, so the drop handler reads the latest arrangement.
  const [dragColumns, setDragColumnsState] = useState<Columns | null>(null);
  const dragColumnsRef = useRef<Columns | null>(null);
  const setDragColumns = (next: Columns | null) => {
    dragColumnsRef.current = next;
    setDragColumnsState(next);
  };
  const shown = dragColumns ?? grouped;
  const shownRef = useRef(shown);
  shownRef.current = shown;

  // The columns are as tall as the longest one, so "closest corners" would pick a card of the
  // column being left. First find the column under the pointer (or under the card, for the
  // keyboard), then the nearest card inside it (the pattern of dnd-kit's multi-container example).
  const collisionDetection = useCallback<CollisionDetection>((args) => {
    const underPointer = pointerWithin(args);
    const hits = underPointer.length > 0 ? underPointer : rectIntersection(args);
    let overId = getFirstCollision(hits, "id");
    const columnsNow = shownRef.current;
    if (overId !== null && String(overId) in columnsNow) {
      const inColumn = columnsNow[String(overId)] ?? [];
      if (inColumn.length > 0) {
        const nearest = closestCenter({
          ...args,
          droppableContainers: args.droppableContainers.filter((container) =>
            inColumn.includes(String(container.id)),
          ),
        });
        overId = getFirstCollision(nearest, "id") ?? overId;
      }
    }
    return overId === null ? [] : [{ id: overId }];
  }, []);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  /** Shows `data` at once and saves it; on failure puts the card back as it was. */
  const savePage = useCallback(
    async (before: Page, data: PageData, failure: string): Promise<boolean> => {
      setPages((list) => list.map((page) => (page.id === before.id ? { ...page, data } : page)));
      const result = await api.updatePage(before.id, data);
      if (!result.ok) {
        setPages((list) => list.map((page) => (page.id === before.id ? before : page)));
        toast({
          variant: "error",
          title: failure,
          description: `${result.message}. “${before.data.title}” is back as it was.`,
        });
        return false;
      }
      setPages((list) => list.map((page) => (page.id === before.id ? result.data : page)));
      return true;
    },
    [api],
  );

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    const current = dragColumnsRef.current ?? grouped;
    const to = findColumn(current, over.id);
    if (!to) return;
    const next = moveAcross(current, String(active.id), to, over.id);
    if (next !== current) setDragColumns(next);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const current = dragColumnsRef.current ?? grouped;
    setDragColumns(null);
    const page = pagesById.get(String(active.id));
    if (!over || !page) return;
    const to = findColumn(current, over.id);
    if (!to) return;
    let order = current[to] ?? [];
    const oldIndex = order.indexOf(page.id);
    const overIndex = order.indexOf(String(over.id));
    if (oldIndex >= 0 && overIndex >= 0 && oldIndex !== overIndex)
      order = arrayMove(order, oldIndex, overIndex);
    const toIndex = order.indexOf(page.id);
    if (to === page.data.column && (grouped[to] ?? []).indexOf(page.id) === toIndex) return;
    const position = moveCardPosition(pages, page.id, to, toIndex);
    const done =
      to === DONE_COLUMN_ID ? true : page.data.column === DONE_COLUMN_ID ? false : page.data.done;
    void savePage(page, { ...page.data, column: to, position, done }, "Move not saved");
  };

  const titleOf = (id: UniqueIdentifier) => pagesById.get(String(id))?.data.title ?? "card";
  const columnTitleOf = (id: string | undefined) =>
    columns.find((column) => column.id === id)?.title ?? "the board";
  const where = (id: UniqueIdentifier) => {
    const columnsNow = dragColumnsRef.current ?? grouped;
    const column = findColumn(columnsNow, id);
    const list = column ? (columnsNow[column] ?? []) : [];
    const position = list.indexOf(String(id));
    return position >= 0
      ? `position ${position + 1} of ${list.length} in ${columnTitleOf(column)}`
      : columnTitleOf(column);
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}, ${where(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${titleOf(active.id)} is at ${where(active.id)}.`
        : `${titleOf(active.id)} is not over a column.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${titleOf(active.id)} dropped at ${where(active.id)}.`
        : `${titleOf(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled.`,
  };

  const addCard = async (column: string, title: string): Promise<boolean> => {
    const last = pages
      .filter((page) => page.data.column === column)
      .reduce((max, page) => Math.max(max, page.data.position), 0);
    const result = await api.createPage({
      boardId,
      column,
      position: last + 1,
      title,
      notes: "",
      dueDate: null,
      done: column === DONE_COLUMN_ID,
    });
    if (!result.ok) {
      toast({ variant: "error", title: "Card not added", description: result.message });
      return false;
    }
    setPages((list) => [...list, result.data]);
    return true;
  };

  const removeCard = async (page: Page) => {
    setPages((list) => list.filter((item) => item.id !== page.id));
    const result = await api.deletePage(page.id);
    if (!result.ok) {
      setPages((list) => [...list, page]);
      toast({
        variant: "error",
        title: "Card not deleted",
        description: `${result.message}. “${page.data.title}” is back.`,
      });
    }
  };

  if (loadError)
    return (
      <p role="alert" className="text-red-800">
        The board could not be loaded: {loadError}
      </p>
    );
  if (!board) return <p className="text-slate-700">Loading the board…</p>;

  const progress = boardProgress(pages);
  return (
    <div className="space-y-4" data-testid="planner-board">
      <div>
        <p className="text-sm font-medium text-slate-800" data-testid="planner-progress">
          {progress.done} of {progress.total} done ({progress.percent}%)
        </p>
        <div
          role="progressbar"
          aria-label="Launch progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.percent}
          className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full bg-emerald-600" style={{ width: `${progress.percent}%` }} />
        </div>
      </div>
      <p className="text-sm text-slate-700">
        Drag a card by its handle, or focus the handle and press Space, then the arrow keys, then
        Space again.
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={collisionDetection}
        onDragStart={() => setDragColumns(grouped)}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragColumns(null)}
        // The columns are measured before a drag starts too, not only once it has started, so an
        // arrow key pressed right after Space finds the next column already measured (a journey's
        // first arrow was now and then lost in CI).
        measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable:
              "To move this card, press Space or Enter. Use the arrow keys to move it up, down or to another column, Space or Enter to drop it, and Escape to cancel.",
          },
        }}
      >
        <div className="grid gap-4 md:grid-cols-3">
          {columns.map((column, index) => (
            <PlannerColumn
              key={column.id}
              column={column}
              ids={shown[column.id] ?? []}
              pagesById={pagesById}
              canAdd={index === 0}
              onAdd={(title) => addCard(column.id, title)}
              onSave={savePage}
              onRemove={(page) => void removeCard(page)}
            />
          ))}
        </div>
      </DndContext>
    </div>
  );
}

type CardActions = {
  onSave: (before: Page, data: PageData, failure: string) => Promise<boolean>;
  onRemove: (page: Page) => void;
};

function PlannerColumn({
  column,
  ids,
  pagesById,
  canAdd,
  onAdd,
  ...actions
}: {
  column: BoardColumn;
  ids: string[];
  pagesById: Map<string, Page>;
  canAdd: boolean;
  onAdd: (title: string) => Promise<boolean>;
} & CardActions) {
  const { setNodeRef, isOver } = useDroppable({ id: column.id });
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col rounded-lg bg-slate-100 p-3"
      data-testid={`planner-column-${column.id}`}
    >
      <h3
        id={headingId}
        className="mb-2 flex items-center justify-between font-semibold text-slate-900"
      >
        {column.title}
        <span className="rounded-full bg-white px-2 text-sm font-medium text-slate-700">
          {ids.length}
        </span>
      </h3>
      <SortableContext id={column.id} items={ids} strategy={verticalListSortingStrategy}>
        <ul
          ref={setNodeRef}
          className={cn(
            "min-h-20 flex-1 space-y-2 rounded-md transition-colors",
            isOver && "bg-ink-50",
          )}
        >
          {ids.map((id) => {
            const page = pagesById.get(id);
            return page ? (
              <PlannerCard key={id} page={page} columnTitle={column.title} {...actions} />
            ) : null;
          })}
        </ul>
      </SortableContext>
      {canAdd ? <AddCardForm onAdd={onAdd} /> : null}
    </section>
  );
}

function PlannerCard({
  page,
  columnTitle,
  onSave,
  onRemove,
}: { page: Page; columnTitle: string } & CardActions) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: page.id });
  const id = useId();
  const { title, dueDate, done, notes } = page.data;
  const overdue = dueDate !== null && !done && dueDate < todayIso();
  const form = useZodForm<CardValues, CardChange>({
    loadSchema: loadCardSchema,
    defaultValues: { notes, dueDate: dueDate ?? "" },
    labels: { notes: "Notes", dueDate: "Due date" },
  });
  // A save (here or in another tab) brings the stored notes and date back into the form.
  useEffect(() => form.reset({ notes, dueDate: dueDate ?? "" }), [form, notes, dueDate]);
  const save = form.handleSubmit((change) =>
    onSave(page, { ...page.data, ...change }, "Card not saved"),
  );

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        "rounded-md border border-slate-200 bg-white p-3 shadow-sm",
        isDragging && "relative z-10 opacity-80 shadow-lg ring-2 ring-ink-600",
      )}
      data-testid="planner-card"
      data-column={page.data.column}
    >
      <div className="flex items-start gap-2">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Move “${title}” (in ${columnTitle})`}
          className="-ml-1 mt-0.5 flex h-8 w-6 shrink-0 cursor-grab touch-none items-center justify-center rounded text-slate-500 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-ink-600 active:cursor-grabbing"
        >
          <svg aria-hidden viewBox="0 0 10 16" className="h-4 w-3 fill-current">
            <circle cx="2" cy="2" r="1.5" />
            <circle cx="8" cy="2" r="1.5" />
            <circle cx="2" cy="8" r="1.5" />
            <circle cx="8" cy="8" r="1.5" />
            <circle cx="2" cy="14" r="1.5" />
            <circle cx="8" cy="14" r="1.5" />
          </svg>
        </button>
        <input
          id={`${id}-done`}
          type="checkbox"
          checked={done}
          onChange={() => void onSave(page, { ...page.data, done: !done }, "Not saved")}
          className="mt-2 h-4 w-4 shrink-0 accent-emerald-700"
        />
        <div className="min-w-0 flex-1">
          <label
            htmlFor={`${id}-done`}
            className={cn(
              "block font-medium text-slate-900",
              done && "text-slate-600 line-through",
            )}
          >
            {title}
          </label>
          {dueDate ? (
            <p className={cn("text-sm", overdue ? "font-semibold text-red-800" : "text-slate-700")}>
              {overdue ? "Overdue: " : "Due "}
              {formatDue(dueDate)}
            </p>
          ) : null}
        </div>
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-ink-700">Notes and due date</summary>
        <ToolForm
          form={form}
          onSubmit={save}
          idPrefix={`card-${page.id}`}
          label={`Card ${title}`}
          className="mt-2 space-y-2"
        >
          <TextAreaField name="notes" label={`Notes for ${title}`} rows={6} />
          <TextField name="dueDate" type="date" label="Due date" />
          <div className="flex gap-2">
            <button type="submit" className={buttonVariants({ size: "sm" })}>
              Save
            </button>
            <button
              type="button"
              onClick={() => onRemove(page)}
              className={buttonVariants({ variant: "ghost", size: "sm" })}
            >
              Delete card
            </button>
          </div>
        </ToolForm>
      </details>
    </li>
  );
}

function AddCardForm({ onAdd }: { onAdd: (title: string) => Promise<boolean> }) {
  const form = useZodForm<{ title: string }, { title: string }>({
    loadSchema: loadAddCardSchema,
    defaultValues: { title: "" },
    labels: { title: "New card title" },
  });
  const id = useId();
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit(async ({ title }) => {
    if (await onAdd(title)) form.reset();
  });
  return (
    <ToolForm
      form={form}
      onSubmit={submit}
      idPrefix={`add-card${id}`}
      label="Add a card"
      className="mt-3 flex items-end gap-2 [&>div]:min-w-0 [&>div]:flex-1"
    >
      <TextField name="title" label="New card title" placeholder="Add a card" />
      <button
        type="submit"
        disabled={busy}
        className={buttonVariants({ variant: "outline", size: "sm", className: "h-11" })}
      >
        Add
      </button>
    </ToolForm>
  );
}
