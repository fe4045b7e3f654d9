/*
 * Writes the fixture pages under fixtures/ in the markup structure of Amazon's search and product
 * pages (data-component-type="s-search-result", data-asin, the byline row, a-price/a-offscreen,
 * #detailBulletsWrapper_feature_div with the best-sellers rank and its category list, or the older
 * #productDetails table). Deterministic: run `node apps/extension/scripts/make-fixtures.mjs` after
 * changing it and commit the pages; the parser tests read the committed pages, not this script.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const out = join(dirname(fileURLToPath(import.meta.url)), "..", "fixtures");
mkdirSync(out, { recursive: true });

/** The words every English-language store shares (amazon.com's, below). */
const STORES_EN_BASE = {
  by: "by",
  stars: (r) => `${r.toFixed(1)} out of 5 stars`,
  paperback: "Paperback",
  hardcover: "Hardcover",
  kindle: "Kindle Edition",
  books: "Books",
  kindleStore: "Kindle Store",
  indie: "Independently published",
  rankLabel: "Best Sellers Rank",
  seeTop: (c) => `See Top 100 in ${c}`,
  publisher: "Publisher",
  pubDate: "Publication date",
  printLength: "Print length",
  pages: (n) => `${n} pages`,
  sponsored: "Sponsored",
  categories: ["Science Fiction Adventure", "Space Opera", "Dragon Fantasy"],
};

const STORES = {
  "amazon.com": {
    slug: "amazon-com",
    lang: "en-US",
    by: "by",
    money: (v) => `$${v.toFixed(2)}`,
    count: (n) => n.toLocaleString("en-US"),
    date: (d) =>
      `${["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][d.m - 1]} ${d.d}, ${d.y}`,
    longDate: (d) =>
      `${["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"][d.m - 1]} ${d.d}, ${d.y}`,
    stars: (r) => `${r.toFixed(1)} out of 5 stars`,
    paperback: "Paperback",
    hardcover: "Hardcover",
    kindle: "Kindle Edition",
    books: "Books",
    kindleStore: "Kindle Store",
    indie: "Independently published",
    rankLabel: "Best Sellers Rank",
    rank: (n, c) => `#${n.toLocaleString("en-US")} in ${c}`,
    seeTop: (c) => `See Top 100 in ${c}`,
    publisher: "Publisher",
    pubDate: "Publication date",
    printLength: "Print length",
    pages: (n) => `${n} pages`,
    ratings: (n) => `${n.toLocaleString("en-US")} ratings`,
    sponsored: "Sponsored",
    categories: ["Science Fiction Adventure", "Space Opera", "Dragon Fantasy"],
  },
  "amazon.co.uk": {
    slug: "amazon-co-uk",
    lang: "en-GB",
    by: "by",
    money: (v) => `£${v.toFixed(2)}`,
    count: (n) => n.toLocaleString("en-GB"),
    date: (d) =>
      `${d.d} ${["Jan.", "Feb.", "Mar.", "Apr.", "May", "Jun.", "Jul.", "Aug.", "Sept.", "Oct.", "Nov.", "Dec."][d.m - 1]} ${d.y}`,
    longDate: (d) =>
      `${d.d} ${["Jan.", "Feb.", "Mar.", "April", "May", "Jun.", "July", "Aug.", "Sept.", "Oct.", "Nov.", "Dec."][d.m - 1]} ${d.y}`,
    stars: (r) => `${r.toFixed(1)} out of 5 stars`,
    paperback: "Paperback",
    hardcover: "Hardcover",
    kindle: "Kindle Edition",
    books: "Books",
    kindleStore: "Kindle Store",
    indie: "Independently published",
    rankLabel: "Best Sellers Rank",
    rank: (n, c) => `${n.toLocaleString("en-GB")} in ${c}`,
    seeTop: (c) => `See Top 100 in ${c}`,
    publisher: "Publisher",
    pubDate: "Publication date",
    printLength: "Print length",
    pages: (n) => `${n} pages`,
    ratings: (n) => `${n.toLocaleString("en-GB")} ratings`,
    sponsored: "Sponsored",
    categories: ["Science Fiction Adventure", "Space Opera", "Dragon Fantasy"],
  },
  "amazon.de": {
    slug: "amazon-de",
    lang: "de-DE",
    by: "von",
    money: (v) => `${v.toFixed(2).replace(".", ",")}\u00a0€`,
    count: (n) => n.toLocaleString("de-DE"),
    date: (d) =>
      `${d.d}. ${["Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez."][d.m - 1]} ${d.y}`,
    longDate: (d) =>
      `${d.d}. ${["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"][d.m - 1]} ${d.y}`,
    stars: (r) => `${r.toFixed(1).replace(".", ",")} von 5 Sternen`,
    paperback: "Taschenbuch",
    hardcover: "Gebundene Ausgabe",
    kindle: "Kindle Ausgabe",
    books: "Bücher",
    kindleStore: "Kindle-Shop",
    indie: "Independently published",
    rankLabel: "Amazon Bestseller-Rang",
    rank: (n, c) => `Nr. ${n.toLocaleString("de-DE")} in ${c}`,
    seeTop: (c) => `Siehe Top 100 in ${c}`,
    publisher: "Herausgeber",
    pubDate: "Erscheinungstermin",
    printLength: "Seitenzahl der Print-Ausgabe",
    pages: (n) => `${n} Seiten`,
    ratings: (n) => `${n.toLocaleString("de-DE")} Sternebewertungen`,
    sponsored: "Gesponsert",
    categories: ["Science-Fiction-Abenteuer", "Space Opera", "Drachen-Fantasy"],
  },
  // The stores below rank their product pages in the millions, so every grouping is exercised.
  "amazon.ca": english("amazon.ca", "en-CA", (v) => `$${v.toFixed(2)}`, { mdy: true, hash: true }),
  "amazon.com.au": english("amazon.com.au", "en-AU", (v) => `$${v.toFixed(2)}`, { hash: true }),
  "amazon.in": english("amazon.in", "en-IN", (v) => `₹${(v * 25).toFixed(2)}`, {
    hash: true,
    amount: (v) => Math.round(v * 2500) / 100,
  }),
  "amazon.ae": english("amazon.ae", "en-AE", (v) => `AED\u00a0${(v * 4).toFixed(2)}`, {
    hash: true,
    amount: (v) => Math.round(v * 400) / 100,
  }),
  "amazon.sg": english("amazon.sg", "en-SG", (v) => `S$${v.toFixed(2)}`, { hash: true }),
  "amazon.ie": english("amazon.ie", "en-IE", (v) => `€${v.toFixed(2)}`, {}),
  "amazon.fr": french("amazon.fr"),
  "amazon.com.be": french("amazon.com.be"),
  "amazon.it": {
    ...latin("it-IT", (v) => `${comma(v)}\u00a0€`),
    slug: "amazon-it",
    by: "di",
    months: ["gen", "feb", "mar", "apr", "mag", "giu", "lug", "ago", "set", "ott", "nov", "dic"],
    longMonths: [
      "gennaio",
      "febbraio",
      "marzo",
      "aprile",
      "maggio",
      "giugno",
      "luglio",
      "agosto",
      "settembre",
      "ottobre",
      "novembre",
      "dicembre",
    ],
    stars: (r) => `${comma1(r)} su 5 stelle`,
    paperback: "Copertina flessibile",
    hardcover: "Copertina rigida",
    kindle: "Formato Kindle",
    books: "Libri",
    kindleStore: "Kindle Store",
    rankLabel: "Posizione nella classifica Bestseller di Amazon",
    rank: (n, c) => `n. ${n.toLocaleString("it-IT")} in ${c}`,
    seeTop: (c) => `Visualizza i Top 100 nella categoria ${c}`,
    publisher: "Editore",
    pubDate: "Data di pubblicazione",
    printLength: "Lunghezza stampa",
    pages: (n) => `${n} pagine`,
    ratings: (n) => `${n.toLocaleString("it-IT")} voti`,
    sponsored: "Sponsorizzato",
    categories: ["Avventura fantascientifica", "Space Opera", "Fantasy con draghi"],
  },
  "amazon.es": spanish("amazon.es", "es-ES", (v) => `${comma(v)}\u00a0€`, "nº"),
  "amazon.com.mx": spanish("amazon.com.mx", "es-MX", (v) => `$${(v * 18).toFixed(2)}`, "n.º ", {
    amount: (v) => Math.round(v * 1800) / 100,
  }),
  "amazon.com.br": {
    ...latin("pt-BR", (v) => `R$\u00a0${comma(v * 5)}`),
    amount: (v) => Math.round(v * 500) / 100,
    slug: "amazon-com-br",
    by: "por",
    months: [
      "jan.",
      "fev.",
      "mar.",
      "abr.",
      "mai.",
      "jun.",
      "jul.",
      "ago.",
      "set.",
      "out.",
      "nov.",
      "dez.",
    ],
    longMonths: [
      "janeiro",
      "fevereiro",
      "março",
      "abril",
      "maio",
      "junho",
      "julho",
      "agosto",
      "setembro",
      "outubro",
      "novembro",
      "dezembro",
    ],
    longDate(d) {
      return `${d.d} de ${this.longMonths[d.m - 1]} de ${d.y}`;
    },
    stars: (r) => `${comma1(r)} de 5 estrelas`,
    paperback: "Capa comum",
    hardcover: "Capa dura",
    kindle: "eBook Kindle",
    books: "Livros",
    kindleStore: "Loja Kindle",
    rankLabel: "Ranking dos mais vendidos",
    rank: (n, c) => `Nº ${n.toLocaleString("pt-BR")} em ${c}`,
    seeTop: (c) => `Conheça os 100 mais vendidos na categoria ${c}`,
    publisher: "Editora",
    pubDate: "Data da publicação",
    printLength: "Número de páginas",
    pages: (n) => `${n} páginas`,
    ratings: (n) => `${n.toLocaleString("pt-BR")} avaliações de clientes`,
    sponsored: "Patrocinado",
    categories: ["Aventura de ficção científica", "Space Opera", "Fantasia com dragões"],
  },
  "amazon.nl": {
    ...latin("nl-NL", (v) => `€\u00a0${comma(v)}`),
    slug: "amazon-nl",
    by: "van",
    months: ["jan", "feb", "mrt", "apr", "mei", "jun", "jul", "aug", "sep", "okt", "nov", "dec"],
    longMonths: [
      "januari",
      "februari",
      "maart",
      "april",
      "mei",
      "juni",
      "juli",
      "augustus",
      "september",
      "oktober",
      "november",
      "december",
    ],
    stars: (r) => `${comma1(r)} van 5 sterren`,
    paperback: "Paperback",
    hardcover: "Gebonden",
    kindle: "Kindle Editie",
    books: "Boeken",
    kindleStore: "Kindle Store",
    rankLabel: "Plaats in bestsellerlijst",
    rank: (n, c) => `#${n.toLocaleString("nl-NL")} in ${c}`,
    seeTop: (c) => `Bekijk de top 100 in ${c}`,
    publisher: "Uitgever",
    pubDate: "Publicatiedatum",
    printLength: "Aantal pagina's",
    pages: (n) => `${n} pagina's`,
    ratings: (n) => `${n.toLocaleString("nl-NL")} beoordelingen`,
    sponsored: "Gesponsord",
    categories: ["Sciencefiction-avontuur", "Space Opera", "Drakenfantasy"],
  },
  "amazon.pl": {
    ...latin("pl-PL", (v) => `${comma(v * 4)}\u00a0zł`),
    amount: (v) => Math.round(v * 400) / 100,
    slug: "amazon-pl",
    by: "autor:",
    months: ["sty", "lut", "mar", "kwi", "maj", "cze", "lip", "sie", "wrz", "paź", "lis", "gru"],
    longMonths: [
      "stycznia",
      "lutego",
      "marca",
      "kwietnia",
      "maja",
      "czerwca",
      "lipca",
      "sierpnia",
      "września",
      "października",
      "listopada",
      "grudnia",
    ],
    stars: (r) => `${comma1(r)} z 5 gwiazdek`,
    paperback: "Miękka oprawa",
    hardcover: "Twarda oprawa",
    kindle: "Wydanie Kindle",
    books: "Książki",
    kindleStore: "Sklep Kindle",
    rankLabel: "Ranking najlepiej sprzedających się produktów w Amazon",
    rank: (n, c) => `nr ${n.toLocaleString("pl-PL")} w ${c}`,
    seeTop: (c) => `Zobacz Top 100 w kategorii ${c}`,
    publisher: "Wydawca",
    pubDate: "Data publikacji",
    printLength: "Liczba stron",
    pages: (n) => `${n} stron`,
    ratings: (n) => `${n.toLocaleString("pl-PL")} oceny`,
    sponsored: "Sponsorowane",
    categories: ["Przygodowa fantastyka naukowa", "Space Opera", "Fantasy o smokach"],
  },
  "amazon.se": {
    ...latin("sv-SE", (v) => `${comma(v * 10)}\u00a0kr`),
    amount: (v) => Math.round(v * 1000) / 100,
    slug: "amazon-se",
    by: "av",
    months: [
      "jan.",
      "feb.",
      "mars",
      "apr.",
      "maj",
      "juni",
      "juli",
      "aug.",
      "sep.",
      "okt.",
      "nov.",
      "dec.",
    ],
    longMonths: [
      "januari",
      "februari",
      "mars",
      "april",
      "maj",
      "juni",
      "juli",
      "augusti",
      "september",
      "oktober",
      "november",
      "december",
    ],
    stars: (r) => `${comma1(r)} av 5 stjärnor`,
    paperback: "Häftad",
    hardcover: "Inbunden",
    kindle: "Kindle-utgåva",
    books: "Böcker",
    kindleStore: "Kindle-butik",
    rankLabel: "Rangordning för bästsäljare",
    rank: (n, c) => `${n.toLocaleString("sv-SE")} i ${c}`,
    seeTop: (c) => `Se topp 100 i ${c}`,
    publisher: "Utgivare",
    pubDate: "Publiceringsdatum",
    printLength: "Antal sidor",
    pages: (n) => `${n} sidor`,
    ratings: (n) => `${n.toLocaleString("sv-SE")} betyg`,
    sponsored: "Sponsrad",
    categories: ["Science fiction-äventyr", "Space Opera", "Drakfantasy"],
  },
  "amazon.co.jp": {
    slug: "amazon-co-jp",
    lang: "ja-JP",
    // No "by" word: the byline starts with the authors.
    by: null,
    rankBase: 1_234_000,
    // Yen have no decimals: a $12.99 book is ¥1,299.
    money: (v) => `￥${Math.round(v * 100).toLocaleString("ja-JP")}`,
    amount: (v) => Math.round(v * 100),
    count: (n) => n.toLocaleString("ja-JP"),
    date: (d) => `${d.y}/${d.m}/${d.d}`,
    longDate: (d) => `${d.y}/${d.m}/${d.d}`,
    stars: (r) => `5つ星のうち${r.toFixed(1)}`,
    paperback: "ペーパーバック",
    hardcover: "単行本（ハードカバー）",
    kindle: "Kindle版",
    books: "本",
    kindleStore: "Kindleストア",
    indie: "Independently published",
    rankLabel: "Amazon 売れ筋ランキング",
    // "- 12,345位本": the rank before its category, with no space.
    rank: (n, c) => `- ${n.toLocaleString("ja-JP")}位${c}`,
    seeTop: (c) => `${c}の売れ筋ランキングを見る`,
    publisher: "出版社",
    pubDate: "発売日",
    printLength: "本の長さ",
    pages: (n) => `${n}ページ`,
    ratings: (n) => `${n.toLocaleString("ja-JP")}個の評価`,
    sponsored: "スポンサー",
    categories: ["SF・冒険", "スペースオペラ", "ドラゴン・ファンタジー"],
  },
};

function comma(v) {
  return v.toFixed(2).replace(".", ",");
}
function comma1(r) {
  return r.toFixed(1).replace(".", ",");
}

/** A store whose dates read "3 mars 2024" (day, month word, year), from its month words. */
function latin(lang, money) {
  return {
    lang,
    rankBase: 1_234_000,
    money,
    count: (n) => n.toLocaleString(lang),
    date(d) {
      return `${d.d} ${this.months[d.m - 1]} ${d.y}`;
    },
    longDate(d) {
      return `${d.d} ${this.longMonths[d.m - 1]} ${d.y}`;
    },
    indie: "Independently published",
  };
}

function english(marketplace, lang, money, { mdy = false, hash = false, amount } = {}) {
  const short = [
    "Jan",
    "Feb",
    "Mar",
    "Apr",
    "May",
    "Jun",
    "Jul",
    "Aug",
    "Sept",
    "Oct",
    "Nov",
    "Dec",
  ];
  const long = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ];
  return {
    ...STORES_EN_BASE,
    slug: marketplace.replaceAll(".", "-"),
    lang,
    rankBase: 1_234_000,
    money,
    ...(amount ? { amount } : {}),
    count: (n) => n.toLocaleString(lang),
    date: (d) => (mdy ? `${short[d.m - 1]} ${d.d}, ${d.y}` : `${d.d} ${short[d.m - 1]} ${d.y}`),
    longDate: (d) => (mdy ? `${long[d.m - 1]} ${d.d}, ${d.y}` : `${d.d} ${long[d.m - 1]} ${d.y}`),
    rank: (n, c) => `${hash ? "#" : ""}${n.toLocaleString(lang)} in ${c}`,
    ratings: (n) => `${n.toLocaleString(lang)} ratings`,
  };
}

function french(marketplace) {
  return {
    ...latin("fr-FR", (v) => `${comma(v)}\u00a0€`),
    slug: marketplace.replaceAll(".", "-"),
    by: "de",
    months: [
      "janv.",
      "févr.",
      "mars",
      "avr.",
      "mai",
      "juin",
      "juil.",
      "août",
      "sept.",
      "oct.",
      "nov.",
      "déc.",
    ],
    longMonths: [
      "janvier",
      "février",
      "mars",
      "avril",
      "mai",
      "juin",
      "juillet",
      "août",
      "septembre",
      "octobre",
      "novembre",
      "décembre",
    ],
    stars: (r) => `${comma1(r)} sur 5 étoiles`,
    paperback: "Broché",
    hardcover: "Relié",
    kindle: "Format Kindle",
    books: "Livres",
    kindleStore: "Boutique Kindle",
    rankLabel: "Classement des meilleures ventes d'Amazon",
    // French groups thousands with a narrow no-break space (U+202F): "1 234 567 en Livres".
    rank: (n, c) => `${n.toLocaleString("fr-FR")} en ${c}`,
    seeTop: (c) => `Voir les 100 premiers en ${c}`,
    publisher: "Éditeur",
    pubDate: "Date de publication",
    printLength: "Nombre de pages de l'édition imprimée",
    pages: (n) => `${n} pages`,
    ratings: (n) => `${n.toLocaleString("fr-FR")} évaluations`,
    sponsored: "Sponsorisé",
    categories: ["Aventure de science-fiction", "Space opera", "Fantasy de dragons"],
  };
}

function spanish(marketplace, lang, money, rankWord, { amount } = {}) {
  return {
    ...latin(lang, money),
    ...(amount ? { amount } : {}),
    slug: marketplace.replaceAll(".", "-"),
    by: "de",
    months: ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"],
    longMonths: [
      "enero",
      "febrero",
      "marzo",
      "abril",
      "mayo",
      "junio",
      "julio",
      "agosto",
      "septiembre",
      "octubre",
      "noviembre",
      "diciembre",
    ],
    longDate(d) {
      return `${d.d} de ${this.longMonths[d.m - 1]} de ${d.y}`;
    },
    // Mexico writes its ratings "4.5 de 5 estrellas", Spain "4,5".
    stars: (r) => `${lang === "es-MX" ? r.toFixed(1) : comma1(r)} de 5 estrellas`,
    paperback: "Tapa blanda",
    hardcover: "Tapa dura",
    kindle: "Versión Kindle",
    books: "Libros",
    kindleStore: "Tienda Kindle",
    rankLabel: "Clasificación en los más vendidos de Amazon",
    rank: (n, c) => `${rankWord}${n.toLocaleString(lang)} en ${c}`,
    seeTop: (c) => `Ver el Top 100 en ${c}`,
    publisher: "Editorial",
    pubDate: "Fecha de publicación",
    printLength: "Longitud de impresión",
    pages: (n) => `${n} páginas`,
    ratings: (n) => `${n.toLocaleString(lang)} valoraciones`,
    sponsored: "Patrocinado",
    categories: ["Aventura de ciencia ficción", "Space Opera", "Fantasía de dragones"],
  };
}

/** A small fixed PRNG so every run writes the same pages. */
function prng(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const WORDS = [
  "Dragon",
  "Star",
  "Ember",
  "Moon",
  "Iron",
  "Shadow",
  "Crystal",
  "Storm",
  "Silver",
  "Wild",
];
const NOUNS = [
  "Rider",
  "Academy",
  "Crown",
  "Forge",
  "Sea",
  "Garden",
  "Empire",
  "Heart",
  "Road",
  "Song",
];
const FIRST = ["Ava", "Liam", "Mara", "Noah", "Iris", "Theo", "Lena", "Owen", "Ruth", "Kai"];
const LAST = [
  "Hale",
  "Moreno",
  "Quinn",
  "Brandt",
  "Okafor",
  "Lind",
  "Vance",
  "Sato",
  "Keller",
  "Price",
];

function asinFor(seed, i, kindle) {
  const chars = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789";
  const random = prng(seed * 1000 + i);
  const tail = Array.from({ length: 8 }, () => chars[Math.floor(random() * chars.length)]).join("");
  return kindle
    ? `B0${tail}`
    : `1${String(seed).padStart(2, "0")}${String(i).padStart(7, "0")}`.slice(0, 10);
}

function books(seed, count, department) {
  const random = prng(seed);
  return Array.from({ length: count }, (_, i) => {
    const kindle = department === "kindle" || (department === "books" ? false : random() < 0.4);
    const format = kindle ? "kindle" : random() < 0.8 ? "paperback" : "hardcover";
    return {
      asin: asinFor(seed, i, kindle),
      title: `${WORDS[Math.floor(random() * 10)]} ${NOUNS[Math.floor(random() * 10)]}: Book ${1 + (i % 5)} of a Fantasy Series`,
      authors:
        random() < 0.2
          ? [
              `${FIRST[i % 10]} ${LAST[(i * 3) % 10]}`,
              `${FIRST[(i + 4) % 10]} ${LAST[(i + 1) % 10]}`,
            ]
          : [`${FIRST[i % 10]} ${LAST[(i * 7) % 10]}`],
      format,
      price: kindle ? 2.99 + Math.floor(random() * 5) : 9.99 + Math.floor(random() * 8),
      rating: 3.8 + Math.round(random() * 12) / 10,
      reviews: Math.floor(random() ** 2 * 9000) + 3,
      date: {
        y: 2019 + Math.floor(random() * 7),
        m: 1 + Math.floor(random() * 12),
        d: 1 + Math.floor(random() * 28),
      },
      sponsored: i === 0 || i === 7,
      noPrice: i === 5,
      rank: Math.floor(random() ** 2 * 400_000) + 150,
    };
  });
}

const esc = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");

function searchResult(store, book, index) {
  const fmt = store[book.format];
  const sponsored = book.sponsored
    ? `<div class="a-row a-spacing-micro"><span class="a-declarative"><a class="puis-label-popover puis-sponsored-label-text" role="button"><span class="puis-label-popover-default"><span class="a-color-secondary">${store.sponsored}</span></span></a></span></div>`
    : "";
  const authors = book.authors
    .map(
      (name, i) =>
        `${i > 0 ? '<span class="a-size-base">, </span>' : ""}<a class="a-size-base a-link-normal s-underline-text s-underline-link-text s-link-style" href="/s?i=stripbooks&amp;text=${encodeURIComponent(name)}">${esc(name)}</a>`,
    )
    .join("");
  const price = book.noPrice
    ? `<div class="a-row a-size-base a-color-secondary"><span class="a-color-base">Other format: </span></div>`
    : `<a class="a-link-normal s-no-hover s-underline-text s-underline-link-text s-link-style a-text-normal" href="/dp/${book.asin}"><span class="a-price" data-a-size="xl" data-a-color="base"><span class="a-offscreen">${store.money(book.price)}</span><span aria-hidden="true"><span class="a-price-whole">${Math.floor(book.price)}<span class="a-price-decimal">.</span></span><span class="a-price-fraction">${String(Math.round((book.price % 1) * 100)).padStart(2, "0")}</span></span></span></a>
              <span class="a-price a-text-price" data-a-size="b" data-a-strike="true" data-a-color="secondary"><span class="a-offscreen">${store.money(book.price + 5)}</span><span aria-hidden="true">${store.money(book.price + 5)}</span></span>`;
  return `
<div role="listitem" data-asin="${book.asin}" data-index="${index + 2}" data-uuid="f${index}a7c2-0b1d-4c8e-9e3a-${String(index).padStart(12, "0")}" data-component-type="s-search-result" class="sg-col-4-of-24 sg-col-4-of-12 s-result-item s-asin sg-col-4-of-16 sg-col s-widget-spacing-small sg-col-4-of-20" data-component-id="${20 + index}" data-cel-widget="search_result_${index + 1}">
  <div class="sg-col-inner"><div cel_widget_id="MAIN-SEARCH_RESULTS-${index + 1}" class="s-widget-container s-spacing-small s-widget-container-height-small celwidget slot=MAIN template=SEARCH_RESULTS widgetId=search-results_${index + 1}">
    <div data-component-type="s-impression-logger" class="rush-component"><span class="a-declarative"><div class="puis-card-container s-card-container s-overflow-hidden aok-relative puis-include-content-margin puis puis-v2ei8ctukuz9wt7ogkxjyvj4ymj s-latency-cf-section puis-card-border">
      <div class="a-section a-spacing-base">
        <div class="s-product-image-container aok-relative s-text-center s-image-overlay-grey puis-image-overlay-grey s-padding-left-small s-padding-right-small puis-spacing-small s-height-equalized puis puis-v2ei8ctukuz9wt7ogkxjyvj4ymj"><span data-component-type="s-product-image" class="rush-component"><a class="a-link-normal s-no-outline" href="/dp/${book.asin}"><div class="a-section aok-relative s-image-tall-aspect"><img class="s-image" src="/images/I/${book.asin}._AC_UY218_.jpg" alt="${esc(book.title)}" height="218" data-image-index="${index + 1}" data-image-load=""></div></a></span></div>
        <div class="a-section a-spacing-small puis-padding-left-small puis-padding-right-small">
          ${sponsored}
          <div data-cy="title-recipe" class="a-section a-spacing-none a-spacing-top-small s-title-instructions-style">
            <h2 class="a-size-mini a-spacing-none a-color-base s-line-clamp-4"><a class="a-link-normal s-underline-text s-underline-link-text s-link-style a-text-normal" href="/${encodeURIComponent(book.title.split(":")[0].replace(/ /g, "-"))}/dp/${book.asin}/ref=sr_1_${index + 1}?keywords=dragon+fantasy"><span class="a-size-base-plus a-color-base a-text-normal">${esc(book.title)}</span></a></h2>
            <div class="a-row a-size-base a-color-secondary">${store.by === null ? "" : `<span class="a-size-base">${store.by}</span><span class="a-size-base"> </span>`}${authors}<span class="a-size-base a-color-secondary a-text-normal"> | </span><span class="a-size-base a-color-secondary a-text-normal">${store.date(book.date)}</span></div>
          </div>
          <div data-cy="reviews-block" class="a-section a-spacing-none a-spacing-top-micro"><div class="a-row a-size-small"><span aria-label="${store.stars(book.rating)}"><span class="a-declarative"><a href="javascript:void(0)" role="button" class="a-popover-trigger a-declarative"><i class="a-icon a-icon-star-small a-star-small-4-5 aok-align-bottom"><span class="a-icon-alt">${store.stars(book.rating)}</span></i><i class="a-icon a-icon-popover"></i></a></span></span><span aria-label="${store.count(book.reviews)}"><a class="a-link-normal s-underline-text s-underline-link-text s-link-style" href="/dp/${book.asin}#customerReviews"><span class="a-size-base s-underline-text">${store.count(book.reviews)}</span></a></span></div></div>
          <div data-cy="price-recipe" class="a-section a-spacing-none a-spacing-top-small s-price-instructions-style">
            <div class="a-row a-size-base a-color-base"><a class="a-size-base a-link-normal s-underline-text s-underline-link-text s-link-style a-text-bold" href="/dp/${book.asin}">${fmt}</a></div>
            <div class="a-row a-size-base a-color-base">${price}</div>
          </div>
        </div>
      </div>
    </div></span></div>
  </div></div>
</div>`;
}

function searchPage(marketplace, department, count, seed, { changedMarkup = false } = {}) {
  const store = STORES[marketplace];
  const alias = department === "kindle" ? "digital-text" : "stripbooks";
  const list = books(seed, count, department);
  let results = list.map((book, i) => searchResult(store, book, i)).join("\n");
  // A markup change as Amazon makes them: the component type renamed, nothing else.
  if (changedMarkup)
    results = results.replaceAll(
      'data-component-type="s-search-result"',
      'data-component-type="s-search-card"',
    );
  return `<!doctype html>
<html lang="${store.lang}" class="a-js a-audio a-video a-canvas a-svg a-drag-drop a-geolocation a-history a-webworker a-autofocus a-input-placeholder a-textarea-placeholder a-local-storage a-touch-scrolling a-transform3d a-ws">
<head><meta charset="utf-8"><title>${marketplace}: dragon fantasy</title></head>
<body class="a-aui_72554-c a-aui_a11y_6_837773-c a-meter-animate">
<div id="a-page">
  <header id="navbar-main" class="nav-opt-sprite nav-flex nav-locale-${store.lang.slice(3).toLowerCase()} nav-lang-${store.lang.slice(0, 2)} nav-ssl nav-unrec">
    <form id="nav-search-bar-form" accept-charset="utf-8" action="/s/ref=nb_sb_noss" class="nav-searchbar nav-progressive-attribute" method="GET" name="site-search" role="search">
      <select aria-describedby="searchDropdownDescription" class="nav-search-dropdown searchSelect" id="searchDropdownBox" name="url"><option value="search-alias=aps">All Departments</option><option selected="selected" value="search-alias=${alias}">${department === "kindle" ? store.kindleStore : store.books}</option></select>
      <input type="text" id="twotabsearchtextbox" value="dragon fantasy" name="field-keywords" autocomplete="off" placeholder="Search Amazon" class="nav-input nav-progressive-attribute" dir="auto" tabindex="0" aria-label="Search Amazon" role="searchbox" aria-autocomplete="list" aria-controls="sac-autocomplete-results-container" aria-expanded="false" aria-haspopup="grid" spellcheck="false">
      <input type="submit" id="nav-search-submit-button" class="nav-input nav-progressive-attribute" value="Go" tabindex="0">
    </form>
  </header>
  <div id="search" class="a-section a-spacing-none">
    <span class="rush-component s-latency-cf-section" data-component-type="s-search-results">
      <div class="s-main-slot s-result-list s-search-results sg-row">
        <div data-asin="" data-index="0" data-uuid="" data-component-type="s-result-info-bar" class="s-result-item s-widget s-widget-spacing-large AdHolder s-flex-full-width"><h1 class="a-size-base s-desktop-toolbar a-text-normal"><span>1-${count} of over 3,000 results for</span> <span class="a-color-state a-text-bold">"dragon fantasy"</span></h1></div>
        <div data-asin="" data-index="1" class="s-result-item s-widget s-widget-spacing-large AdHolder s-flex-full-width" data-component-type="sp-sponsored-result"><div class="a-section sbv-video-single-product">Brand video ad</div></div>
${results}
        <div data-asin="" data-index="${count + 2}" class="s-result-item s-widget s-widget-spacing-large s-flex-full-width" data-component-type="s-pagination"><span class="s-pagination-strip">1 2 3</span></div>
      </div>
    </span>
  </div>
</div>
</body></html>
`;
}

function productPage(marketplace, format, seed, { tableLayout = false } = {}) {
  const store = STORES[marketplace];
  const [book] = books(seed, 1, format === "kindle" ? "kindle" : "books");
  const binding = store[format];
  const storeName = format === "kindle" ? store.kindleStore : store.books;
  const rank = (store.rankBase ?? 23_456) + seed;
  const categoryRanks = [
    [12, store.categories[0]],
    [87, store.categories[1]],
    [140, store.categories[2]],
  ];
  const pages = 312;
  const bullet = (label, value) =>
    `<li><span class="a-list-item"><span class="a-text-bold">${label}\u200f:\u200e</span><span>${value}</span></span></li>`;
  const rankList = categoryRanks
    .map(
      ([n, c]) =>
        `<li><span class="a-list-item">${store.rank(n, "").trim()} <a class="a-link-normal" href="/gp/bestsellers/books/${n}/ref=pd_zg_hrsr_books">${c}</a></span></li>`,
    )
    .join("");
  const publisherValue = `${store.indie} (${store.longDate(book.date)})`;
  const detailRows =
    format === "kindle"
      ? [
          ["ASIN", book.asin],
          [store.publisher, publisherValue],
          [store.pubDate, store.longDate(book.date)],
          ["Language", "English"],
          ["File size", "2.4 MB"],
          [store.printLength, store.pages(pages)],
        ]
      : [
          [store.publisher, publisherValue],
          [store.pubDate, store.longDate(book.date)],
          ["Language", "English"],
          [binding, store.pages(pages)],
          ["ISBN-10", book.asin],
          ["ISBN-13", `978-${book.asin.slice(0, 9)}`],
          ["Item Weight", "1.1 pounds"],
          ["Dimensions", "6 x 0.71 x 9 inches"],
        ];
  const rankText = `${store.rank(rank, storeName)} (<a href="/gp/bestsellers/${format === "kindle" ? "digital-text" : "books"}/ref=pd_zg_ts_books">${store.seeTop(storeName)}</a>)`;
  const details = tableLayout
    ? `<div id="prodDetails" class="a-section"><table id="productDetails_detailBullets_sections1" class="a-keyvalue prodDetTable" role="presentation"><tbody>
${detailRows.map(([l, v]) => `<tr><th class="a-color-secondary a-size-base prodDetSectionEntry"> ${l} </th><td class="a-size-base prodDetAttrValue"> ${v} </td></tr>`).join("\n")}
<tr><th class="a-color-secondary a-size-base prodDetSectionEntry"> ${store.rankLabel} </th><td><span><span> ${rankText} </span><br>${categoryRanks.map(([n, c]) => `<span> ${store.rank(n, "").trim()} <a href="/gp/bestsellers/books/${n}">${c}</a></span><br>`).join("")}</span></td></tr>
</tbody></table></div>`
    : `<div id="detailBulletsWrapper_feature_div" class="celwidget" data-feature-name="detailBullets">
  <div id="detailBullets_feature_div"><ul class="a-unordered-list a-nostyle a-vertical a-spacing-none detail-bullet-list">
${detailRows.map(([l, v]) => bullet(l, v)).join("\n")}
  </ul></div>
  <ul class="a-unordered-list a-nostyle a-vertical a-spacing-none detail-bullet-list"><li><span class="a-list-item"><span class="a-text-bold">${store.rankLabel}:</span> ${rankText}<ul class="a-unordered-list a-nostyle a-vertical zg_hrsr">${rankList}</ul></span></li></ul>
  <ul class="a-unordered-list a-nostyle a-vertical a-spacing-none detail-bullet-list"><li><span class="a-list-item"><span class="a-text-bold">Customer Reviews:</span> <span id="acrPopover" class="reviewCountTextLinkedHistogram noUnderline" title="${store.stars(book.rating)}"><span class="a-declarative"><a class="a-popover-trigger a-declarative"><i class="a-icon a-icon-star a-star-4-5"><span class="a-icon-alt">${store.stars(book.rating)}</span></i></a></span></span> <span class="a-size-base"><a id="acrCustomerReviewLink" class="a-link-normal" href="#customerReviews"><span id="acrCustomerReviewText" class="a-size-base">${store.ratings(book.reviews)}</span></a></span></span></li></ul>
</div>`;
  const price =
    format === "kindle"
      ? `<span id="kindle-price" class="a-size-medium a-color-price">${store.money(book.price)}</span>`
      : `<div id="corePrice_feature_div"><span class="a-price aok-align-center" data-a-size="l" data-a-color="base"><span class="a-offscreen">${store.money(book.price)}</span><span aria-hidden="true">${store.money(book.price)}</span></span></div>`;
  return `<!doctype html>
<html lang="${store.lang}" class="a-js a-audio a-video a-canvas a-svg a-drag-drop a-geolocation a-history a-webworker">
<head><meta charset="utf-8"><title>${esc(book.title)}: ${esc(book.authors[0])}: ${storeName}</title></head>
<body class="a-aui_72554-c">
<div id="a-page"><div id="dp" class="book en_US">
  <form id="addToCart" method="post" action="/cart/add-to-cart/ref=dp_start-bbf_1_glance"><input type="hidden" id="ASIN" name="ASIN" value="${book.asin}"></form>
  <div id="centerCol" class="centerColAlign">
    <div id="booksTitle" class="feature" data-feature-name="booksTitle"><div class="a-section a-spacing-none"><h1 id="title" class="a-size-large a-spacing-none"><span id="productTitle" class="a-size-extra-large celwidget">${esc(book.title)}</span> <span id="productSubtitle" class="a-size-large a-color-secondary">${binding} – ${store.longDate(book.date)}</span></h1></div>
      <div id="bylineInfo_feature_div"><div id="bylineInfo" class="a-section a-spacing-micro bylineHidden feature">${book.authors.map((name) => `<span class="author notFaded" data-width=""><a class="a-link-normal" href="/s?search-alias=${format === "kindle" ? "digital-text" : "stripbooks"}&amp;field-author=${encodeURIComponent(name)}">${esc(name)}</a> <span class="contribution" spacing="none"><span class="a-color-secondary">(Author)</span></span></span>`).join("")}</div></div>
    </div>
    <div id="tmmSwatches" class="a-row nonJSFormats"><ul class="a-unordered-list a-nostyle a-button-list a-horizontal">
      <li class="swatchElement ${format === "kindle" ? "selected" : "unselected"}"><span class="a-button"><span class="a-button-inner"><a href="/dp/B0KINDLE01" class="a-button-text" role="button"><span class="slot-title"><span aria-label="${store.kindle} Format:">${store.kindle}</span></span><span class="slot-price"><span class="a-size-base a-color-price a-color-price">${format === "kindle" ? store.money(book.price) : store.money(4.99)}</span></span></a></span></span></li>
      <li class="swatchElement ${format === "kindle" ? "unselected" : "selected"}"><span class="a-button"><span class="a-button-inner"><a href="javascript:void(0)" class="a-button-text" role="button"><span class="slot-title"><span aria-label="${store.paperback} Format:">${format === "kindle" ? store.paperback : binding}</span></span><span class="slot-price"><span class="a-size-base a-color-price a-color-price">${format === "kindle" ? store.money(12.99) : store.money(book.price)}</span></span></a></span></span></li>
    </ul></div>
    <div id="buybox">${price}</div>
  </div>
  ${details}
</div></div>
</body></html>
`;
}

const write = (name, html) => writeFileSync(join(out, name), html);

/*
 * What each store page says, from the numbers the page was written from rather than from its text,
 * so the parser tests check "1 234 567", "12,34,567" and "￥1,299" against the true values.
 */
const truth = {};
const amountOf = (store, value) =>
  store.amount ? store.amount(value) : Math.round(value * 100) / 100;
const isoOf = (d) => `${d.y}-${String(d.m).padStart(2, "0")}-${String(d.d).padStart(2, "0")}`;

function searchTruth(marketplace, department, count, seed) {
  const store = STORES[marketplace];
  return books(seed, count, department).map((book) => ({
    asin: book.asin,
    price: book.noPrice ? null : amountOf(store, book.price),
    rating: Number(book.rating.toFixed(1)),
    reviewCount: book.reviews,
    publishedOn: isoOf(book.date),
    sponsored: book.sponsored,
    format: book.format,
    authors: book.authors,
  }));
}

function productTruth(marketplace, format, seed, tableLayout) {
  const store = STORES[marketplace];
  const [book] = books(seed, 1, format === "kindle" ? "kindle" : "books");
  return {
    asin: book.asin,
    format,
    price: amountOf(store, book.price),
    salesRank: (store.rankBase ?? 23_456) + seed,
    salesRankCategory: format === "kindle" ? store.kindleStore : store.books,
    categoryRanks: [
      { rank: 12, category: store.categories[0] },
      { rank: 87, category: store.categories[1] },
      { rank: 140, category: store.categories[2] },
    ],
    pages: 312,
    publishedOn: isoOf(book.date),
    rating: tableLayout ? null : Number(book.rating.toFixed(1)),
    reviewCount: tableLayout ? null : book.reviews,
    layout: tableLayout ? "table" : "bullets",
  };
}

const TABLE_LAYOUT = new Set(["amazon.de", "amazon.it", "amazon.co.jp"]);
let seed = 11;
for (const [marketplace, store] of Object.entries(STORES)) {
  for (const department of ["books", "kindle"]) {
    const name = `${store.slug}-search-${department}.html`;
    write(name, searchPage(marketplace, department, 16, seed));
    truth[name] = { marketplace, department, rows: searchTruth(marketplace, department, 16, seed) };
    seed += 1;
  }
  for (const format of ["paperback", "kindle"]) {
    const name = `${store.slug}-product-${format}.html`;
    const tableLayout = format === "kindle" && TABLE_LAYOUT.has(marketplace);
    write(name, productPage(marketplace, format, seed, { tableLayout }));
    truth[name] = { marketplace, product: productTruth(marketplace, format, seed, tableLayout) };
    seed += 1;
  }
}
writeFileSync(join(out, "truth.json"), `${JSON.stringify(truth, null, 1)}\n`);
write("amazon-com-search-48.html", searchPage("amazon.com", "books", 48, 99));
write(
  "amazon-com-search-changed-markup.html",
  searchPage("amazon.com", "books", 16, 11, { changedMarkup: true }),
);
