import { type StandInServer, sendJson, startHttpStandIn } from "./http-server";

/*
 * A local stand-in for the trademark office search protocol (decision 0058):
 * `GET /search?q=<text>` answers `{ marks }` for every registered mark whose word appears in the
 * text, roughly as a real office search would. Set `behaviour` to fail the way services do.
 */

export type TrademarkSearchBehaviour =
  | { kind: "answer" }
  | { kind: "status"; status: number }
  | { kind: "hang" }
  | { kind: "not-json" }
  | { kind: "wrong-shape" };

export type StandInMark = {
  mark: string;
  owner: string;
  classes: number[];
  status?: string;
  serialNumber?: string;
  url?: string;
};

export type TrademarkSearchStandIn = StandInServer & {
  behaviour: TrademarkSearchBehaviour;
  /** The marks the office "holds". */
  marks: StandInMark[];
  /** `q` and `Authorization` of each request. */
  queries: Array<{ q: string; authorization: string | undefined }>;
};

export async function startTrademarkSearchStandIn(): Promise<TrademarkSearchStandIn> {
  let state: Pick<TrademarkSearchStandIn, "behaviour" | "marks" | "queries"> = {
    behaviour: { kind: "answer" },
    marks: [],
    queries: [],
  };
  const server = await startHttpStandIn((request, response, url) => {
    if (request.method !== "GET" || url.pathname !== "/search") {
      sendJson(response, 404, { error: "Not Found" });
      return;
    }
    const q = url.searchParams.get("q") ?? "";
    state.queries.push({ q, authorization: request.headers.authorization });
    const behaviour = state.behaviour;
    if (behaviour.kind === "hang") return; // never answers; the client's deadline must end it
    if (behaviour.kind === "status") {
      sendJson(response, behaviour.status, { error: "stand-in failure" });
      return;
    }
    if (behaviour.kind === "not-json") {
      response.writeHead(200, { "content-type": "text/html" });
      response.end("<html><body>Service unavailable</body></html>");
      return;
    }
    if (behaviour.kind === "wrong-shape") {
      sendJson(response, 200, { results: [{ name: "LEGO" }] });
      return;
    }
    const words = q.toLowerCase();
    sendJson(response, 200, {
      marks: state.marks.filter((mark) => words.includes(mark.mark.toLowerCase())),
    });
  });
  const standIn: TrademarkSearchStandIn = Object.assign(server, state);
  state = standIn;
  return standIn;
}
