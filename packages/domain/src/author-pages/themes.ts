/*
 * Themes are data, not code: the public page and the editor's preview both turn a theme into CSS
 * custom properties, so a new theme is one entry here. Colour pairs are chosen to pass WCAG AA
 * (4.5:1) for body text and links on their backgrounds.
 */

export type AuthorPageTheme = {
  id: string;
  name: string;
  description: string;
  colors: {
    background: string;
    surface: string;
    text: string;
    muted: string;
    accent: string;
    accentText: string;
  };
  fonts: { heading: string; body: string };
  layout: "centered" | "split" | "magazine";
};

export const AUTHOR_PAGE_THEMES = [
  {
    id: "paperback",
    name: "Paperback",
    description: "Warm cream paper, a serif voice; for literary fiction and memoir.",
    colors: {
      background: "#fbf7ef",
      surface: "#ffffff",
      text: "#2b2118",
      muted: "#5e5247",
      accent: "#8a3b12",
      accentText: "#ffffff",
    },
    fonts: {
      heading: "Georgia, 'Times New Roman', serif",
      body: "Georgia, 'Times New Roman', serif",
    },
    layout: "centered",
  },
  {
    id: "midnight",
    name: "Midnight",
    description: "Dark and dramatic with a gold accent; for thrillers, fantasy and horror.",
    colors: {
      background: "#11131a",
      surface: "#1c1f2b",
      text: "#eceff7",
      muted: "#b3b9cc",
      accent: "#f2c14e",
      accentText: "#11131a",
    },
    fonts: {
      heading: "'Palatino Linotype', Palatino, 'Book Antiqua', serif",
      body: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    },
    layout: "split",
  },
  {
    id: "meadow",
    name: "Meadow",
    description:
      "Fresh greens and a clean sans-serif; for romance, cosy mysteries and non-fiction.",
    colors: {
      background: "#f3f8f4",
      surface: "#ffffff",
      text: "#1d2b22",
      muted: "#4a5d50",
      accent: "#1f6f4a",
      accentText: "#ffffff",
    },
    fonts: {
      heading: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
      body: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    },
    layout: "magazine",
  },
] as const satisfies readonly AuthorPageTheme[];

export type AuthorPageThemeId = (typeof AUTHOR_PAGE_THEMES)[number]["id"];
export const AUTHOR_PAGE_THEME_IDS = AUTHOR_PAGE_THEMES.map((t) => t.id) as [
  AuthorPageThemeId,
  ...AuthorPageThemeId[],
];
export const DEFAULT_AUTHOR_PAGE_THEME: AuthorPageThemeId = "paperback";

export function findAuthorPageTheme(id: string): AuthorPageTheme {
  return AUTHOR_PAGE_THEMES.find((t) => t.id === id) ?? AUTHOR_PAGE_THEMES[0];
}

/** The theme as CSS custom properties for a `style` attribute. */
export function themeCssVariables(theme: AuthorPageTheme): Record<string, string> {
  return {
    "--ap-bg": theme.colors.background,
    "--ap-surface": theme.colors.surface,
    "--ap-text": theme.colors.text,
    "--ap-muted": theme.colors.muted,
    "--ap-accent": theme.colors.accent,
    "--ap-accent-text": theme.colors.accentText,
    "--ap-font-heading": theme.fonts.heading,
    "--ap-font-body": theme.fonts.body,
  };
}
