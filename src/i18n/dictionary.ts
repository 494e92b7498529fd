/** Each language's interface dictionary, by locale. */
import type { Locale } from "../../supabase/functions/_shared/site-contract/locales";
import { it, type Dictionary } from "./dictionaries/it";
import { en } from "./dictionaries/en";

export type { Dictionary };

const DICTIONARIES: Readonly<Record<Locale, Dictionary>> = { it, en };

export const dictionaryFor = (locale: Locale): Dictionary => DICTIONARIES[locale];
