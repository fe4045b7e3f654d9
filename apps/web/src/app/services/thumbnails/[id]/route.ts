import { exampleProviders } from "@/features/services/example-providers";

const COLOURS = ["#23275a", "#9a3f08", "#134e4a", "#4c1d95", "#7f1d1d", "#1e3a5f"];

/** A provider's thumbnail: its initials on a colour of its own (the listings are examples). */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const index = exampleProviders.findIndex((provider) => provider.id === id);
  const provider = exampleProviders[index];
  if (!provider) return new Response("Not found", { status: 404 });
  const initials = provider.name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128"><rect width="128" height="128" rx="16" fill="${COLOURS[index % COLOURS.length]}"/><text x="64" y="80" text-anchor="middle" font-family="system-ui, sans-serif" font-size="48" font-weight="700" fill="#ffffff">${initials}</text></svg>`;
  return new Response(svg, {
    headers: {
      "content-type": "image/svg+xml; charset=utf-8",
      "cache-control": "public, max-age=86400",
    },
  });
}
