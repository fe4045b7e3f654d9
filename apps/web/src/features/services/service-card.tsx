"use client";

import { useEffect, useRef, useState } from "react";
import type { ServiceProvider } from "@/features/services/service-categories";

const SERVICE_PLACEHOLDER = "/services/placeholder.svg";

/**
 * One provider: opens its marketplace page in a new tab (SVC-05) and shows rating, review count,
 * tags and the 'Vetted Pro' badge (SVC-06..09). A thumbnail that fails to load is replaced by the
 * placeholder (SVC-10).
 */
export function ServiceCard({
  service,
  compact = false,
}: {
  service: ServiceProvider;
  compact?: boolean;
}) {
  const [src, setSrc] = useState(service.thumbnail);
  const image = useRef<HTMLImageElement>(null);
  // An image that failed before React hydrated fired its error unseen: check once on mount.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setSrc(SERVICE_PLACEHOLDER);
  }, []);
  return (
    <a
      href={service.link}
      target="_blank"
      rel="noopener noreferrer sponsored"
      data-testid="service-card"
      className="flex h-full gap-3 rounded-lg border border-slate-200 bg-white p-3 text-left hover:border-ink-700 hover:shadow-sm"
    >
      {/* biome-ignore lint/performance/noImgElement: small avatars, with a fallback on error */}
      <img
        ref={image}
        src={src}
        alt=""
        width={compact ? 48 : 64}
        height={compact ? 48 : 64}
        loading="lazy"
        onError={() => setSrc(SERVICE_PLACEHOLDER)}
        className={`${compact ? "h-12 w-12" : "h-16 w-16"} shrink-0 rounded-md bg-slate-100 object-cover`}
      />
      <span className="grid min-w-0 content-start gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-ink-900">{service.name}</span>
          {service.isVettedPro ? (
            <span className="rounded bg-ink-800 px-1.5 py-0.5 text-xs font-semibold text-white">
              Vetted Pro
            </span>
          ) : null}
        </span>
        <span className="text-sm text-slate-700">
          <span aria-hidden="true">★ </span>
          <span className="font-semibold">{service.rating.toFixed(1)}</span>
          <span className="sr-only"> out of 5</span> ({service.totalReviews.toLocaleString("en-US")}{" "}
          reviews)
        </span>
        {compact ? null : <span className="text-sm text-slate-600">{service.description}</span>}
        <span className="flex flex-wrap gap-1">
          {service.tags.map((tag) => (
            <span
              key={tag}
              className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700"
            >
              {tag}
            </span>
          ))}
        </span>
      </span>
    </a>
  );
}
