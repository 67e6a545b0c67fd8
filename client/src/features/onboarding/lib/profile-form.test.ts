// The wizard's draft and server answers for the fields of issue 36: the gender and ijazah a draft kept come back,
// and a refusal names the ijazah's own field or the locked gender.
import { describe, expect, it } from "vitest";
import { GENDER_LOCKED_MESSAGE } from "@shared/matching";
import { ApiError } from "@/lib/api-client";
import { parseProfileDraft, serverFieldError } from "./profile-form";

describe("parseProfileDraft", () => {
  it("restores the gender, the riwayat and an unfinished ijazah", () => {
    const values = parseProfileDraft({
      bio: "Draft",
      gender: "male",
      riwayat: ["warsh", "nafi"],
      ijazah: { riwayah: "warsh", coversTeaching: true, issuer: "", issuedOn: 5 },
    });
    expect(values).toMatchObject({
      bio: "Draft",
      gender: "male",
      riwayat: ["warsh"],
      ijazah: { riwayah: "warsh", coversTeaching: true, issuer: "", issuedOn: "", chain: "" },
    });
  });

  it("drops a gender or an ijazah of another shape", () => {
    const values = parseProfileDraft({ gender: "other", ijazah: { riwayah: "unknown" } });
    expect(values.gender).toBeUndefined();
    expect(values.ijazah).toBeNull();
  });
});

describe("serverFieldError", () => {
  it("points a 400 about the ijazah at its own field, on the ijazah's step", () => {
    const body = { errors: [{ path: "ijazah.issuedOn", message: "The date cannot be in the future" }] };
    expect(serverFieldError(new ApiError(400, JSON.stringify(body)))).toEqual({
      field: "ijazah",
      path: "ijazah.issuedOn",
      message: "The date cannot be in the future",
    });
  });

  it("points the 409 of a gender checked with the ID at the gender, and no other 409", () => {
    expect(serverFieldError(new ApiError(409, JSON.stringify({ message: GENDER_LOCKED_MESSAGE })))).toMatchObject({
      field: "gender",
      path: "gender",
    });
    expect(serverFieldError(new ApiError(409, JSON.stringify({ message: "Something else" })))).toBeNull();
  });
});
