/**
 * The about page: mission and vision, the timeline, the team with photos,
 * the values, the partner categories and the links onward.
 */
import { dataDocument, dataItems } from "../support/content";
import { expect, expectPathname, test, visit } from "./fixtures";

interface About {
  story: string;
  mission: { title: string; text: string };
  vision: { title: string; text: string };
}

test.describe("chi siamo", () => {
  // The checks that only read the page share one load of it, each a step named as its test was; the team's
  // last, as it scrolls each photo into view.
  test("missione e storia, timeline, valori e partner, il team con le foto", async ({ page }) => {
    await visit(page, "/chi-siamo");

    await test.step("missione, visione e la storia in breve", async () => {
      const about = dataDocument<About>("about.json");
      const section = page.locator("#missione");
      await expect(section).toContainText(about.story);
      for (const statement of [about.mission, about.vision]) {
        await expect(section.getByRole("heading", { level: 3, name: statement.title })).toBeVisible();
        await expect(section).toContainText(statement.text);
      }
    });

    await test.step("la timeline elenca in ordine le tappe del 2018, 2020, 2022 e 2024", async () => {
      const milestones = dataItems<{ year: number; title: string; description: string }>("timeline.json");
      expect(milestones.map((m) => m.year)).toEqual([2018, 2020, 2022, 2024]);
      const items = page.locator("#storia ol > li");
      await expect(items).toHaveCount(4);
      await expect(page.locator("#storia ol > li time")).toHaveText(["2018", "2020", "2022", "2024"]);
      for (const [index, milestone] of milestones.entries()) {
        await expect(items.nth(index).getByRole("heading", { level: 3 })).toHaveText(milestone.title);
        await expect(items.nth(index)).toContainText(milestone.description);
        await expect(items.nth(index).locator("time")).toHaveAttribute("datetime", String(milestone.year));
      }
    });

    await test.step("quattro valori e sei categorie di partner", async () => {
      const values = dataItems<{ title: string; description: string }>("values.json");
      const categories = dataItems<{ title: string; description: string }>("partner-categories.json");
      expect(values).toHaveLength(4);
      expect(categories).toHaveLength(6);
      await expect(page.locator("#valori").getByRole("heading", { level: 3 })).toHaveText(values.map((v) => v.title));
      await expect(page.locator("#partner").getByRole("heading", { level: 3 })).toHaveText(categories.map((c) => c.title));
      for (const category of categories) await expect(page.locator("#partner")).toContainText(category.description);
    });

    await test.step("quattro persone del team, ciascuna con foto, ruolo e biografia", async () => {
      const team = dataItems<{ id: string; name: string; role: string; bio: string; imageAlt: string }>("team.json");
      expect(team).toHaveLength(4);
      const section = page.locator("#team");
      await expect(section.getByRole("heading", { level: 3 })).toHaveText(team.map((m) => m.name));
      for (const member of team) {
        const card = section.locator(`[data-team-member="${member.id}"]`);
        await expect(card).toContainText(member.role);
        await expect(card).toContainText(member.bio);
        const photo = card.getByRole("img", { name: member.imageAlt });
        await photo.scrollIntoViewIfNeeded();
        await expect(photo).toBeVisible();
      }
    });
  });

  test("porta ai contatti della home e ai servizi", async ({ page }) => {
    await visit(page, "/chi-siamo");
    const closing = page.locator("#lavoriamo-insieme");
    await expect(closing.getByRole("link", { name: /Contattaci/ })).toHaveAttribute("href", "/#contatti");
    const services = closing.getByRole("link", { name: "Scopri i servizi" });
    await expect(services).toHaveAttribute("href", "/servizi");
    await services.click();
    await expectPathname(page, "/servizi");
  });
});
