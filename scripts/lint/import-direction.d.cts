/** Types of import-direction.cjs, for the tests (tests/unit/lint) and the type check. */
import type { Rule } from "eslint";

export declare const rule: Rule.RuleModule;
export declare const RULE_NAME: string;
/** What is wrong with `file` importing `target` (paths from the repository's root, without extensions), or undefined. */
export declare const violation: (file: string, target: string) => "supabaseToSrc" | "contractOutside" | "siteToFunction" | "siteToContractIndex" | undefined;
