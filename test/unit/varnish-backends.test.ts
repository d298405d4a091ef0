import { describe, expect, it } from "vitest";
import { backendsVcl, parseBackend } from "../../deploy/varnish/backends";

describe("varnish backends.vcl", () => {
  it("has one probed backend per process, all in the round-robin director and the purge acl", () => {
    const vcl = backendsVcl({ backends: [parseBackend("127.0.0.1:3001"), parseBackend("10.0.0.7:3002")], purgers: ["10.0.0.9"] });
    expect(vcl.match(/^backend site_\d+ \{/gm)).toEqual(["backend site_1 {", "backend site_2 {"]);
    expect(vcl).toContain('.host = "10.0.0.7";\n    .port = "3002";\n    .probe = site_healthz;');
    expect(vcl).toContain('.request = "GET /healthz HTTP/1.1"');
    expect(vcl).toContain("site.add_backend(site_1);\n    site.add_backend(site_2);");
    expect(/acl site_processes \{([^}]*)\}/.exec(vcl)![1]!.match(/"[^"]+"/g)).toEqual(['"127.0.0.1"', '"10.0.0.7"', '"10.0.0.9"']);
  });

  it("refuses what would break or inject into the VCL", () => {
    expect(() => backendsVcl({ backends: [] })).toThrow();
    expect(() => backendsVcl({ backends: [{ host: 'x"; }', port: 80 }] })).toThrow();
    expect(() => backendsVcl({ backends: [{ host: "h", port: 70000 }] })).toThrow();
    expect(() => parseBackend("no-port")).toThrow();
    expect(parseBackend("[::1]:3000")).toEqual({ host: "::1", port: 3000 });
  });
});
