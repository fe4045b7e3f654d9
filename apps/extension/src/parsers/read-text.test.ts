import { describe, expect, it } from "vitest";
import { LOCALES } from "./locales";
import { readDate, readNumber, readPrice } from "./read-text";
import type { Marketplace } from "./types";

const NNBSP = "\u202f";
const NBSP = "\u00a0";

describe("readNumber in each store's writing", () => {
  it.each<[Marketplace, string, number | null]>([
    ["amazon.com", "#1,234,567 in Books", 1_234_567],
    ["amazon.com", "4.6 out of 5 stars", 4.6],
    ["amazon.co.uk", "12,345 in Books", 12_345],
    ["amazon.de", "Nr. 1.234 in Bücher", 1234],
    ["amazon.de", "4,6 von 5 Sternen", 4.6],
    ["amazon.de", "1.234,56 €", 1234.56],
    ["amazon.fr", `1${NNBSP}234${NNBSP}567 en Livres`, 1_234_567],
    ["amazon.fr", `1${NBSP}234,56${NBSP}€`, 1234.56],
    ["amazon.fr", "4,5 sur 5 étoiles", 4.5],
    ["amazon.com.be", `12${NNBSP}345 en Livres`, 12_345],
    ["amazon.it", "n. 12.345 in Libri", 12_345],
    ["amazon.es", "nº12.345 en Libros", 12_345],
    ["amazon.com.mx", "n.º 12,345 en Libros", 12_345],
    ["amazon.com.mx", "$1,299.00", 1299],
    ["amazon.com.br", "Nº 1.234.567 em Livros", 1_234_567],
    ["amazon.com.br", "R$ 45,90", 45.9],
    ["amazon.nl", "#12.345 in Boeken", 12_345],
    ["amazon.pl", `nr 1${NBSP}234${NBSP}567 w Książki`, 1_234_567],
    ["amazon.pl", "nr 8123 w Książki", 8123],
    ["amazon.se", "12 345 i Böcker", 12_345],
    ["amazon.se", "4,5 av 5 stjärnor", 4.5],
    ["amazon.co.jp", "- 12,345位本", 12_345],
    ["amazon.co.jp", "5つ星のうち4.5", 5],
    ["amazon.co.jp", "4.5", 4.5],
    ["amazon.in", "#12,34,567 in Books", 1_234_567],
    ["amazon.in", "₹1,299.00", 1299],
    ["amazon.com.au", "#1,234,567 in Books", 1_234_567],
    ["amazon.ae", "AED 45.00", 45],
    ["amazon.sg", "S$18.50", 18.5],
    ["amazon.ie", "€12.99", 12.99],
    // A German "1.234" is a thousand and more, never one and a bit; an English one is.
    ["amazon.de", "1.234", 1234],
    ["amazon.com", "1.234", 1.234],
    ["amazon.com", "no number", null],
  ])("%s: %j → %s", (marketplace, text, expected) => {
    expect(readNumber(text, LOCALES[marketplace])).toBe(expected);
  });
});

describe("readPrice takes only the store's own currency", () => {
  it.each<[Marketplace, string, number | null]>([
    ["amazon.co.jp", "￥1,299", 1299],
    ["amazon.co.jp", "¥1,299", 1299],
    ["amazon.co.jp", "$12.99", null],
    ["amazon.pl", `45,99${NBSP}zł`, 45.99],
    ["amazon.pl", "45,99 €", null],
    ["amazon.se", "129,00 kr", 129],
    ["amazon.com.br", "R$ 1.299,90", 1299.9],
    ["amazon.sg", "S$18.50", 18.5],
    ["amazon.ae", "AED 45.00", 45],
    ["amazon.in", "₹299.00", 299],
    ["amazon.ca", "$12.99", 12.99],
    ["amazon.fr", `12,99${NBSP}€`, 12.99],
    ["amazon.fr", "£12.99", null],
  ])("%s: %j → %s", (marketplace, text, expected) => {
    expect(readPrice(text, LOCALES[marketplace])).toBe(expected);
  });
});

describe("readDate in each store's writing", () => {
  it.each<[Marketplace, string, string | null]>([
    ["amazon.com", "March 3, 2024", "2024-03-03"],
    ["amazon.ca", "Sept 30, 2023", "2023-09-30"],
    ["amazon.co.uk", "3 Mar. 2024", "2024-03-03"],
    ["amazon.de", "3. März 2024", "2024-03-03"],
    ["amazon.fr", "3 févr. 2024", "2024-02-03"],
    ["amazon.fr", "14 août 2025", "2025-08-14"],
    ["amazon.com.be", "1 déc. 2022", "2022-12-01"],
    ["amazon.it", "3 marzo 2024", "2024-03-03"],
    ["amazon.it", "21 set 2020", "2020-09-21"],
    ["amazon.es", "3 de marzo de 2024", "2024-03-03"],
    ["amazon.com.mx", "9 ene 2021", "2021-01-09"],
    ["amazon.com.br", "3 de março de 2024", "2024-03-03"],
    ["amazon.com.br", "5 out. 2019", "2019-10-05"],
    ["amazon.nl", "3 mrt. 2024", "2024-03-03"],
    ["amazon.pl", "3 marca 2024", "2024-03-03"],
    ["amazon.pl", "12 października 2023", "2023-10-12"],
    ["amazon.se", "3 mars 2024", "2024-03-03"],
    ["amazon.co.jp", "2024/3/3", "2024-03-03"],
    ["amazon.co.jp", "2024年12月25日", "2024-12-25"],
    ["amazon.in", "14 April 2025", "2025-04-14"],
    ["amazon.com.au", "31 Feb 2024", null],
    ["amazon.co.jp", "2024/2/30", null],
    ["amazon.fr", "Ava Hale", null],
  ])("%s: %j → %s", (marketplace, text, expected) => {
    expect(readDate(text, LOCALES[marketplace])).toBe(expected);
  });
});
