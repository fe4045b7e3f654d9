import type { WordFrequencies } from "@inkforge/domain/tools/word-cloud/frequencies";

/** The counts behind the cloud: every kept word, its count and its share of the counted words. */
export function FrequencyTable({ frequencies }: { frequencies: WordFrequencies }) {
  const counted = frequencies.words.reduce((sum, word) => sum + word.count, 0);
  return (
    <div className="max-h-[32rem] overflow-auto rounded-lg border border-slate-200">
      <table className="w-full text-left text-sm" data-testid="word-frequency-table">
        <caption className="sr-only">Word frequencies</caption>
        <thead className="sticky top-0 bg-slate-100">
          <tr>
            <th scope="col" className="px-3 py-2">
              Word
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Count
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Share
            </th>
          </tr>
        </thead>
        <tbody>
          {frequencies.words.map((word) => (
            <tr key={word.word} className="border-t border-slate-100">
              <td className="px-3 py-1.5 break-all">{word.word}</td>
              <td className="px-3 py-1.5 text-right tabular-nums">{word.count}</td>
              <td className="px-3 py-1.5 text-right tabular-nums">
                {counted > 0 ? `${((word.count / counted) * 100).toFixed(1)}%` : "–"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The table as tab-separated text, for pasting into a spreadsheet. */
export function frequenciesToTsv(frequencies: WordFrequencies): string {
  return ["word\tcount", ...frequencies.words.map((word) => `${word.word}\t${word.count}`)].join(
    "\n",
  );
}
