/** Types of ui-strings.cjs, for the tests (tests/unit/lint) and the type check. */
import type { Rule } from "eslint";

export declare const rule: Rule.RuleModule;
export declare const RULE_NAME: string;
export declare const looksItalian: (text: string) => boolean;
