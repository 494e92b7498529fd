/**
 * The start-up layer's measurement switches (src/start-up/measurement-switches.ts): read from
 * START_UP_ABLATE and START_UP_TRY, every flag a literal for the bundles, an unknown name stops the
 * build, and a build without switches says nothing.
 */
import { CANDIDATES, MECHANISMS, describeSwitches, reportStartUpSwitches, startUpSwitches, switchConstants } from "../../../src/start-up/measurement-switches";

describe("startUpSwitches", () => {
  it("turns every mechanism on and every candidate off when neither variable is set", () => {
    const switches = startUpSwitches({});
    expect(switches.ablated).toEqual([]);
    expect(switches.tried).toEqual([]);
    expect(Object.values(switches.ablatedFlags).every((off) => off === false)).toBe(true);
    expect(Object.keys(switches.ablatedFlags)).toHaveLength(Object.keys(MECHANISMS).length);
    expect(Object.keys(switches.triedFlags)).toHaveLength(Object.keys(CANDIDATES).length);
    expect(describeSwitches(switches)).toBeNull();
  });

  it("reads comma-separated names, with spaces and repeats, into flags", () => {
    const switches = startUpSwitches({ START_UP_ABLATE: " static-content, boundaries,static-content", START_UP_TRY: "icon-sprite" });
    expect(switches.ablated).toEqual(["static-content", "boundaries"]);
    expect(switches.ablatedFlags).toMatchObject({ staticContent: true, boundaries: true, heldPresses: false });
    expect(switches.triedFlags).toEqual({ contentVisibility: false, iconSprite: true });
    expect(describeSwitches(switches)).toMatch(
      /^A build for measurement only, not for publishing: static-content off \(.*\); boundaries off .*; icon-sprite on/,
    );
  });

  it("stops on an unknown name, naming it and the names there are", () => {
    expect(() => startUpSwitches({ START_UP_ABLATE: "static-content,boundary" })).toThrow(
      /START_UP_ABLATE=static-content,boundary: "boundary" is not among its names: static-content, boundaries, .*fragment-memo/,
    );
    expect(() => startUpSwitches({ START_UP_TRY: "static-content" })).toThrow(
      /START_UP_TRY=static-content: "static-content" is not among its names: content-visibility, icon-sprite/,
    );
  });

  it("gives webpack's DefinePlugin a literal for every flag", () => {
    const constants = switchConstants(startUpSwitches({ START_UP_ABLATE: "held-presses" }));
    expect(constants.START_UP_ABLATED.heldPresses).toBe("true");
    expect(constants.START_UP_ABLATED.staticContent).toBe("false");
    expect(constants.START_UP_TRIED).toEqual({ contentVisibility: "false", iconSprite: "false" });
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
    delete process.env.START_UP_TRY;
    const r = reporter();
    reportStartUpSwitches(r);
    expect(r.warn).not.toHaveBeenCalled();
    expect(r.panic).not.toHaveBeenCalled();
  });

  it("warns that a build with switches is for measurement only, and stops on an unknown name", () => {
    process.env.START_UP_TRY = "content-visibility";
    const measuring = reporter();
    reportStartUpSwitches(measuring);
    expect(measuring.warn).toHaveBeenCalledWith(expect.stringMatching(/^A build for measurement only, not for publishing: content-visibility on/));

    process.env.START_UP_ABLATE = "everything";
    const unknown = reporter();
    reportStartUpSwitches(unknown);
    expect(unknown.panic).toHaveBeenCalledWith(expect.stringMatching(/"everything" is not among its names/));
  });
});
