import { describe, expect, it } from "vitest";
import { packBackendKeywords } from "./backend-keywords";
import { scoreCompetition } from "./competition-score";
import {
  amazonDomainSchema,
  backendKeywordsResultSchema,
  competitionScoreSchema,
  demandSignalSchema,
  keywordScoreSchema,
  suggestionDepartmentSchema,
} from "./contract";
import { combineKeywordScore, scoreDemandSignal } from "./demand-signal";

describe("research contracts", () => {
  it("accept what the rules return", () => {
    const packed = packBackendKeywords({
      title: "Dog Training",
      seedPhrases: ["puppy potty training guide", "free dog tricks", '"clicker" training'],
    });
    expect(backendKeywordsResultSchema.parse(packed)).toEqual(packed);
    const demand = scoreDemandSignal({
      suggestion: "dog training collar",
      sightings: [{ prefix: "dog", position: 2 }],
    });
    expect(demandSignalSchema.parse(demand)).toEqual(demand);
    const competition = scoreCompetition({
      resultCount: 5000,
      topResults: [{ reviewCount: 40, salesRank: 20000 }],
    });
    expect(competitionScoreSchema.parse(competition)).toEqual(competition);
    for (const score of [
      combineKeywordScore(demand.score, competition.score),
      combineKeywordScore(50, null),
    ]) {
      expect(keywordScoreSchema.parse(score)).toEqual(score);
    }
  });

  it.each([
    [amazonDomainSchema, "amazon.de", true],
    [amazonDomainSchema, "amazon.cn", false],
    [suggestionDepartmentSchema, "kindle", true],
    [suggestionDepartmentSchema, "digital-text", false],
  ] as const)("%#: %s valid = %s", (schema, value, valid) => {
    expect(schema.safeParse(value).success).toBe(valid);
  });
});
