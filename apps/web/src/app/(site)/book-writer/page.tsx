import { BOOK_WRITER_PATH } from "@inkforge/domain/catalogue/external-urls";
import { ToolPage, toolMetadata } from "@/app/_tool-page/tool-page";
import { BookWriter } from "@/features/books/book-writer/book-writer";

export const metadata = toolMetadata(BOOK_WRITER_PATH);

export default function Page() {
  // The editor (TipTap) is loaded after the first paint; the shell is the chapter list and forms.
  return (
    <ToolPage path={BOOK_WRITER_PATH}>
      <BookWriter />
    </ToolPage>
  );
}
