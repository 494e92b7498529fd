/**
 * The start-up layer's measurement switches (src/start-up/measurement-switches.ts): read from
 * START_UP_ABLATE, every flag a literal for the bundles, an unknown name stops the build, and a
 * build without switches says nothing.
 */
import { MECHANISMS, describeSwitches, reportStartUpSwitches, startUpSwitches, switchConstants } from "../../../src/start-up/measurement-switches";

describe("startUpSwitches", () => {
  it("turns every mechanism on when the variable is not set", () => {
    const switches = startUpSwitches({});
    expect(switches.ablated).toEqual([]);
    expect(Object.values(switches.ablatedFlags).every((off) => off === false)).toBe(true);
    expect(Object.keys(switches.ablatedFlags)).toHaveLength(Object.keys(MECHANISMS).length);
    expect(describeSwitches(switches)).toBeNull();
  });

  it("reads comma-separated names, with spaces and repeats, into flags", () => {
    const switches = startUpSwitches({ START_UP_ABLATE: " static-content, boundaries,static-content" });
    expect(switches.ablated).toEqual(["static-content", "boundaries"]);
    expect(switches.ablatedFlags).toMatchObject({ staticContent: true, boundaries: true, prefetch: false });
    expect(describeSwitches(switches)).toMatch(/^A build for measurement only, not for publishing: static-content off \(.*\); boundaries off .*\.$/);
  });

  it("stops on an unknown name, naming it and the names there are", () => {
    expect(() => startUpSwitches({ START_UP_ABLATE: "static-content,boundary" })).toThrow(
      /START_UP_ABLATE=static-content,boundary: "boundary" is not among its names: static-content, boundaries, .*fragment-memo/,
    );
  });

  it("gives webpack's DefinePlugin a literal for every flag", () => {
    const constants = switchConstants(startUpSwitches({ START_UP_ABLATE: "prefetch" }));
    expect(constants.START_UP_ABLATED.prefetch).toBe("true");
    expect(constants.START_UP_ABLATED.staticContent).toBe("false");
  });
});

describe("reportStartUpSwitches (gatsby-node's onPreBootstrap)", () => {
  const environment = { ...process.env };
  afterEach(() => {
    process.env = { ...environment };
  });

  const reporter = () => ({ warn: jest.fn(), panic: jest.fn() });

  it("says nothing for a build without switches", () => {
    delete process.env.START_UP_ABLATE;
    const r = reporter();
    reportStartUpSwitches(r);
    expect(r.warn).not.toHaveBeenCalled();
    expect(r.panic).not.toHaveBeenCalled();
  });

  it("warns that a build with switches is for measurement only, and stops on an unknown name", () => {
    process.env.START_UP_ABLATE = "prefetch";
    const measuring = reporter();
    reportStartUpSwitches(measuring);
    expect(measuring.warn).toHaveBeenCalledWith(expect.stringMatching(/^A build for measurement only, not for publishing: prefetch off/));

    process.env.START_UP_ABLATE = "everything";
    const unknown = reporter();
    reportStartUpSwitches(unknown);
    expect(unknown.panic).toHaveBeenCalledWith(expect.stringMatching(/"everything" is not among its names/));
  });
});
