import { compile, middleware, serialize, stringify } from "stylis";
import { modernPrefixer } from "../../../src/start-up/css-prefixes";

const run = (css: string) => serialize(compile(css), middleware([modernPrefixer, stringify]));

test("flexbox, transforms, transitions and placeholders go out as written: every supported browser reads them unprefixed", () => {
  const css = run(
    ".a{display:flex;align-items:center;flex-direction:column;justify-content:space-between;transform:translateY(2px);translate:0 1px;transition:opacity 1s;appearance:none}.a::placeholder{color:red}@keyframes k{from{opacity:0}}",
  );
  expect(css).not.toMatch(/-(webkit|moz|ms)-/);
  expect(css).toContain(".a{display:flex;align-items:center;flex-direction:column;justify-content:space-between;");
});

test("what Safari still needs keeps its -webkit- copy", () => {
  expect(run(".a{user-select:none}")).toContain("-webkit-user-select:none;");
  expect(run(".a{backdrop-filter:blur(8px)}")).toContain("-webkit-backdrop-filter:blur(8px);");
  expect(run(".a{background-clip:text}")).toContain("-webkit-background-clip:text;");
  expect(run(".a{text-size-adjust:100%}")).toContain("-webkit-text-size-adjust:100%;");
});
