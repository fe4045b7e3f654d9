"use client";

import type { GrammarCheckResult } from "@inkforge/domain/tools/grammar-check/schema";
import { useCallback, useEffect, useRef, useState } from "react";
import type { WorkerRequest, WorkerResponse } from "./worker-protocol";

export type GrammarWorkerState =
  | { status: "loading" }
  | { status: "failed" }
  | { status: "ready"; checking: boolean; result: GrammarCheckResult | null; checkedText: string };

/**
 * The grammar checker's worker for this page: started on mount (it fetches the dictionary at
 * once), ended on unmount. `check` sends the newest text; the answer for an older text is ignored.
 */
export function useGrammarWorker() {
  const [state, setState] = useState<GrammarWorkerState>({ status: "loading" });
  const workerRef = useRef<Worker | null>(null);
  const sent = useRef(new Map<number, string>());
  const lastId = useRef(0);

  useEffect(() => {
    const worker = new Worker(new URL("./grammar.worker.ts", import.meta.url));
    workerRef.current = worker;
    worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
      const message = event.data;
      if (message.type === "failed") {
        setState({ status: "failed" });
      } else if (message.type === "ready") {
        setState((current) =>
          current.status === "ready"
            ? current
            : { status: "ready", checking: lastId.current > 0, result: null, checkedText: "" },
        );
      } else if (message.id === lastId.current) {
        const checkedText = sent.current.get(message.id) ?? "";
        setState({ status: "ready", checking: false, result: message.result, checkedText });
      }
    };
    worker.onerror = () => setState({ status: "failed" });
    return () => {
      worker.terminate();
      workerRef.current = null;
    };
  }, []);

  const check = useCallback((text: string, ignore: string[]) => {
    const worker = workerRef.current;
    if (!worker) return;
    lastId.current += 1;
    const id = lastId.current;
    sent.current.clear();
    sent.current.set(id, text);
    const request: WorkerRequest = { type: "check", id, text, ignore };
    worker.postMessage(request);
    setState((current) => (current.status === "ready" ? { ...current, checking: true } : current));
  }, []);

  return { state, check };
}
