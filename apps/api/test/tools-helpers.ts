import { penNameRoutes } from "../src/routes/tools/pen-name";
import { penNameFavouriteRoutes } from "../src/routes/tools/pen-name-favourites";
import { qrCodeRoutes } from "../src/routes/tools/qr-code";
import { wordCloudRoutes } from "../src/routes/tools/word-cloud";
import { buildTestApp, type TestApp } from "./helper";

/**
 * A test app with the generator routes. While the shared tools index does not register them yet,
 * they are registered here; once it does, this only builds the app.
 */
export async function buildGeneratorsTestApp(): Promise<TestApp> {
  const testApp = await buildTestApp();
  const { app } = testApp;
  if (!app.hasRoute({ method: "GET", url: "/api/tools/pen-name" })) {
    await app.register(penNameRoutes);
    await app.register(penNameFavouriteRoutes);
    await app.register(qrCodeRoutes);
    await app.register(wordCloudRoutes);
  }
  return testApp;
}

export type ErrorBody = {
  code: string;
  message: string;
  details?: { path: string; message: string }[];
};
