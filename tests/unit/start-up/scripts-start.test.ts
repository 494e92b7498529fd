import { SCRIPTS_STARTS, scriptsStartOf } from "../../../src/start-up/scripts-start";

describe("scriptsStartOf", () => {
  it("starts the scripts while the page loads, presses held, unless the build says otherwise", () => {
    expect(scriptsStartOf({})).toBe("eager-held");
    expect(scriptsStartOf({ SCRIPTS_START: "" })).toBe("eager-held");
  });

  it.each(SCRIPTS_STARTS)("takes %s", (start) => {
    expect(scriptsStartOf({ SCRIPTS_START: ` ${start} ` })).toBe(start);
  });

  it("stops the build on any other value, naming the ones it takes", () => {
    expect(() => scriptsStartOf({ SCRIPTS_START: "lazy" })).toThrow(
      'SCRIPTS_START="lazy" is not a start-up strategy: use one of eager-held, activity, idle, eager',
    );
    expect(() => scriptsStartOf({ SCRIPTS_START: "Idle" })).toThrow(/not a start-up strategy/);
  });
});
