import { describe, expect, it } from "vitest";
import { limitAddress, limitNetwork } from "./client-address";

describe("limitAddress", () => {
  it("keeps a plain IPv4 address", () => {
    expect(limitAddress("192.0.2.7")).toBe("192.0.2.7");
  });

  it("reads an IPv4 address mapped into IPv6, in dotted or hex form, as the IPv4 address", () => {
    expect(limitAddress("::ffff:192.0.2.7")).toBe("192.0.2.7");
    expect(limitAddress("::FFFF:192.0.2.7")).toBe("192.0.2.7");
    expect(limitAddress("::ffff:c000:207")).toBe("192.0.2.7");
    expect(limitAddress("0:0:0:0:0:ffff:192.0.2.7")).toBe("192.0.2.7");
  });

  it("drops a port from an IPv4 or bracketed IPv6 address", () => {
    expect(limitAddress("192.0.2.7:51234")).toBe("192.0.2.7");
    expect(limitAddress("[::ffff:192.0.2.7]:443")).toBe("192.0.2.7");
    expect(limitAddress("[2001:db8:1:2::9]:443")).toBe("2001:db8:1:2::/64");
  });

  it("counts every address of one IPv6 /64 as one, however it is written", () => {
    const forms = ["2001:db8:1:2::1", "2001:0db8:0001:0002:ffff:ffff:ffff:ffff", "2001:DB8:1:2:a:b:c:d", "2001:db8:1:2::abcd%eth0", " 2001:db8:1:2::5 "];
    expect(new Set(forms.map(limitAddress))).toEqual(new Set(["2001:db8:1:2::/64"]));
    expect(limitAddress("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(limitAddress("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(limitAddress("::1")).toBe("0:0:0:0::/64");
  });

  it("keeps text that is no address as its own lower-cased key", () => {
    expect(limitAddress("Unknown")).toBe("unknown");
    expect(limitAddress("")).toBe("");
    expect(limitAddress("999.1.1.1:80")).toBe("999.1.1.1");
  });
});

describe("limitNetwork", () => {
  it("groups IPv4 by /24 and IPv6 by /48, in any form", () => {
    expect(limitNetwork("192.0.2.7")).toBe("192.0.2.0/24");
    expect(limitNetwork("::ffff:192.0.2.200")).toBe("192.0.2.0/24");
    expect(limitNetwork("192.0.2.9:8080")).toBe("192.0.2.0/24");
    expect(limitNetwork("2001:db8:1:2::1")).toBe("2001:db8:1::/48");
    expect(limitNetwork("2001:db8:1:ffff::1")).toBe("2001:db8:1::/48");
    expect(limitNetwork("2001:db8:2::1")).toBe("2001:db8:2::/48");
    expect(limitNetwork("garbled")).toBe("garbled");
  });
});
