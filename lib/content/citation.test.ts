import { describe, expect, it } from "vitest";
import { toCitationPrefix, toLongDate } from "./citation";

describe("toCitationPrefix", () => {
  it("names the edition, document, date in words and the ruling's title, ready for its address", () => {
    expect(toCitationPrefix({ edition: "1E", date: "2000-07-31", title: "cloaking device" }, "Current Rulings")).toBe("1E Current Rulings, 31 July 2000, 'cloaking device', ");
  });
  it("does not repeat an edition the document's title already names", () => {
    expect(toCitationPrefix({ edition: "1E", date: "2017-12-04", title: "persona" }, "First Edition Current Rulings Document")).toBe(
      "First Edition Current Rulings Document, 4 December 2017, 'persona', ",
    );
  });
});

describe("toLongDate", () => {
  it("writes the day without a leading zero and the month in words", () => {
    expect(toLongDate("1995-02-11")).toBe("11 February 1995");
  });
});
