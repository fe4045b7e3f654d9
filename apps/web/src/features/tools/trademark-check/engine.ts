import {
  checkTrademarks,
  type TrademarkCheckInput,
  trademarkCheckInputSchema,
} from "@inkforge/domain/tools/trademark-check/trademark-check";
import * as z from "zod/mini";
import { splitKeywords, type Values } from "./form-values";

/*
 * What the trademark checker loads after its first paint (decision 0054): the domain's schema,
 * the shipped list of marks and the matcher, and zod with them.
 */

export { checkTrademarks };

export const trademarkFormSchema = z.pipe(
  z.transform((raw): unknown => {
    const values = raw as Values;
    return {
      title: values.title,
      ...(values.subtitle ? { subtitle: values.subtitle } : {}),
      ...(values.series ? { series: values.series } : {}),
      keywords: splitKeywords(values.keywords),
    };
  }),
  trademarkCheckInputSchema,
) as unknown as z.ZodMiniType<TrademarkCheckInput, Values>;
