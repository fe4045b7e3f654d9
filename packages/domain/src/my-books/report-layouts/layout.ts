import type { KdpSource } from "../../kdp/trim-sizes";

/*
 * A report layout is data: which sheets a report version has and which header names its columns
 * carry (decision 0116). Reading code never names a column; a new report version is a new module.
 */

export type ReportKind = "kdp-royalties" | "ads-sponsored-products";

/** What a column is read as. */
export type ColumnType = "text" | "number" | "month" | "marketplace" | "currency";

export type ColumnSpec = {
  /** The header exactly as the report prints it (compared without case and outer spaces). */
  header: string;
  type: ColumnType;
  /** Absent from the file: the row gets no value for it (the layout still matches). */
  optional?: boolean;
};

/** What a sheet's rows become: a sale of a format, KENP pages read, or ad spend. */
export type SheetRole = "ebook" | "paperback" | "hardcover" | "kenp" | "ads";

export type SheetLayout<Field extends string = string> = {
  /** The sheet's name in the workbook; "*" takes the first sheet (a CSV has only one). */
  sheet: string;
  role: SheetRole;
  columns: Record<Field, ColumnSpec>;
};

export type ReportLayout = {
  id: string;
  kind: ReportKind;
  title: string;
  /** Where the column names were documented. */
  source: KdpSource;
  sheets: readonly SheetLayout[];
};
