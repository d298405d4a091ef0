#
# Varnish 7 (Debian's `varnish`) in front of N processes of one site, with the xkey vmod from
# Debian's `varnish-modules`. The site decides what is cached and for how long (its Cache-Control,
# server/http/cache-headers.ts); this file only maps that onto Varnish:
#   s-maxage                -> ttl (Varnish core reads it; at least 1 s)
#   stale-while-revalidate  -> how far past its ttl an object is served at once while one
#                              background fetch refreshes it (checked in vcl_hit)
#   stale-if-error          -> grace (stale objects stay deliverable, used when the site fails or
#                              every process is sick) and keep (conditional refetch with the ETag)
# private / no-store answers and non-GET/HEAD requests are passed; Vary: Accept-Encoding is handled
# by Varnish's own gzip support (one gzipped object, gunzipped for clients that do not accept it).
# Surrogate keys (`Surrogate-Key`) are indexed with xkey; `PURGE` with `xkey-softpurge` or
# `xkey-purge` from a site process (acl site_processes) invalidates by key.
#
# backends.vcl (made by deploy/varnish/backends.ts) holds the backends, their /healthz probe,
# the round-robin director `site` and the acl `site_processes`. Start with
#   varnishd -f /path/site.vcl -p vcl_path=/path:/usr/share/varnish/vcl ...
#
vcl 4.1;

import std;
import xkey;

include "backends.vcl";
# The cache key's query: only the parameters a page reads (made by deploy/varnish/query-keys.ts).
include "query-keys.vcl";

sub vcl_recv {
    # One id per request, end to end: the site logs it and echoes it (server/app.ts accepts 8-64 of [A-Za-z0-9-]).
    if (req.http.X-Request-Id !~ "^[A-Za-z0-9-]{8,64}$") {
        set req.http.X-Request-Id = "varnish-" + req.xid;
    }

    if (req.method == "PURGE") {
        if (client.ip !~ site_processes) {
            return (synth(403, "Forbidden"));
        }
        if (req.http.xkey-softpurge) {
            set req.http.X-Purged = xkey.softpurge(req.http.xkey-softpurge);
        } elsif (req.http.xkey-purge) {
            set req.http.X-Purged = xkey.purge(req.http.xkey-purge);
        } else {
            return (synth(400, "xkey-softpurge or xkey-purge header required"));
        }
        return (synth(200, "Purged"));
    }

    set req.backend_hint = site.backend();

    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # The site answers these itself (no-store); caching them would hide a dead process.
    if (req.url ~ "^/(healthz|readyz|metrics)(\?|$)") {
        return (pass);
    }
    # Only the form flash cookie shapes a page (server/forms/flash.ts); other cookies are for the
    # browser's scripts, and would otherwise make every visitor with analytics cookies a miss.
    if (req.http.Cookie ~ "(^|;\s*)form_flash=") {
        return (pass);
    }
    unset req.http.Cookie;
    if (req.http.Authorization) {
        return (pass);
    }
    set req.url = std.querysort(req.url);
    call site_query_key;

    # A stale object that may not be served now (see vcl_hit) is looked past; after a failed
    # fetch the request comes back with X-Stale-If-Error and may use the whole grace.
    # req.grace survives a restart, so both cases are set (min(req.grace, obj.grace) applies).
    if (req.http.X-Fresh-Only && !req.http.X-Stale-If-Error) {
        set req.grace = 0s;
    } elsif (req.http.X-Stale-If-Error) {
        set req.grace = 3650d;
    }
    return (hash);
}

sub vcl_hash {
    # One object per page as the site keys it: parameters the page never reads do not count.
    hash_data(req.http.X-Query-Key);
    if (req.http.host) {
        hash_data(req.http.host);
    } else {
        hash_data(server.ip);
    }
    return (lookup);
}

sub vcl_hit {
    # A stored 404 or redirect is its own address's; one with other, unread parameters asks the site.
    if (req.http.X-Query-Unread && obj.status != 200) {
        return (pass);
    }
    if (obj.ttl <= 0s && !req.http.X-Stale-If-Error && std.healthy(req.backend_hint)) {
        # A soft purge resets an object's ttl to "now", so its ttl plus its age falls short of the
        # whole freshness it was stored with; such a page must be refetched (the site then shows the edit),
        # as must one past its stale-while-revalidate window. Either is still served if that fails.
        if (obj.ttl + obj.age + 0.01s < std.duration(obj.http.X-Front-Ttl + "s", 0s)
            || obj.ttl + std.duration(obj.http.X-Front-Swr + "s", 0s) < 0s) {
            set req.http.X-Fresh-Only = "1";
            return (restart);
        }
    }
}

sub vcl_backend_fetch {
    # X-Fresh-Only stays on: vcl_backend_response needs it (the site ignores it).
    unset bereq.http.X-Stale-If-Error;
}

sub vcl_backend_response {
    # A refresh (background, or the refetch of a purged or expired page) that failed, or that the
    # site could only make from stale data (`no-store` without `private`, its failure marker), is
    # abandoned: delivering it would supersede the stale copy, which is still the better answer.
    # A refetch's visitor then gets that copy through vcl_synth's restart.
    if ((bereq.is_bgfetch || bereq.http.X-Fresh-Only)
        && (beresp.status >= 500 || (beresp.http.Cache-Control ~ "no-store" && beresp.http.Cache-Control !~ "private"))) {
        return (abandon);
    }
    # Made for an address with unread parameters, only a found page may stand for the others.
    if (bereq.http.X-Query-Unread && beresp.status != 200) {
        set beresp.uncacheable = true;
        set beresp.ttl = 0s;
        return (deliver);
    }
    # Other failures are passed, without a hit-for-miss marker.
    if (beresp.status >= 500) {
        set beresp.uncacheable = true;
        set beresp.ttl = 0s;
        return (deliver);
    }
    if (beresp.http.Cache-Control ~ "(private|no-store)") {
        set beresp.uncacheable = true;
        # Hit-for-miss for 10 s, so concurrent requests for a private URL do not queue.
        set beresp.ttl = 10s;
        return (deliver);
    }
    if (beresp.http.Set-Cookie || beresp.http.Vary == "*") {
        set beresp.uncacheable = true;
        set beresp.ttl = 10s;
        return (deliver);
    }
    # The site rounds freshness down to whole seconds: `s-maxage=0` (data at the end of its
    # freshness, or being refreshed) is kept 1 s, where the builtin VCL would make the URL
    # hit-for-miss for 2 minutes and send every request to the processes.
    if (beresp.ttl < 1s) {
        set beresp.ttl = 1s;
    }
    # A stored page comes with Age (the site's s-maxage names its whole freshness): ttl plus age is
    # that whole, the figure a soft purge makes an object fall short of (vcl_hit).
    set beresp.http.X-Front-Ttl = beresp.ttl + beresp.age;
    set beresp.http.X-Front-Swr = "0";
    if (beresp.http.Cache-Control ~ "stale-while-revalidate=[0-9]+") {
        set beresp.http.X-Front-Swr = regsub(beresp.http.Cache-Control, "^.*stale-while-revalidate=([0-9]+).*$", "\1");
    }
    set beresp.grace = std.duration(beresp.http.X-Front-Swr + "s", 0s);
    if (beresp.http.Cache-Control ~ "stale-if-error=[0-9]+") {
        set beresp.keep = std.duration(regsub(beresp.http.Cache-Control, "^.*stale-if-error=([0-9]+).*$", "\1") + "s", 0s);
        if (beresp.keep > beresp.grace) {
            set beresp.grace = beresp.keep;
        }
    }
    # xkey indexes the `xkey` header (spaces or commas between keys).
    if (beresp.http.Surrogate-Key) {
        set beresp.http.xkey = beresp.http.Surrogate-Key;
    }
    return (deliver);
}

sub vcl_backend_error {
    # A process that died or refuses connections: try the next one of the director before failing.
    if (bereq.retries < 2) {
        return (retry);
    }
    # No process answered: keep the stale copy for vcl_synth's restart (see vcl_backend_response).
    if (bereq.http.X-Fresh-Only) {
        return (abandon);
    }
}

sub vcl_deliver {
    set resp.http.X-Request-Id = req.http.X-Request-Id;
    # X-Cache is the site's (the state of the CMS data); X-Front-Cache is ours.
    if (obj.uncacheable) {
        set resp.http.X-Front-Cache = "PASS";
    } elsif (obj.hits > 0 && obj.ttl <= 0s) {
        set resp.http.X-Front-Cache = "STALE";
    } elsif (obj.hits > 0) {
        set resp.http.X-Front-Cache = "HIT";
    } else {
        set resp.http.X-Front-Cache = "MISS";
    }
    unset resp.http.xkey;
    unset resp.http.Surrogate-Key;
    unset resp.http.Cache-Tag;
    # Meant for this cache (Edge Architecture): the visitor gets Cache-Control, CDN-Cache-Control stays for a CDN further out.
    unset resp.http.Surrogate-Control;
    unset resp.http.X-Front-Ttl;
    unset resp.http.X-Front-Swr;
    unset resp.http.Via;
}

sub vcl_synth {
    set resp.http.X-Request-Id = req.http.X-Request-Id;
    # A refetch was abandoned (the site failed): once more, allowed the whole grace.
    if (resp.status >= 500 && req.http.X-Fresh-Only && !req.http.X-Stale-If-Error) {
        set req.http.X-Stale-If-Error = "1";
        return (restart);
    }
    if (req.method == "PURGE") {
        set resp.http.Content-Type = "application/json";
        if (resp.status == 200) {
            set resp.body = {"{"purged":"} + req.http.X-Purged + "}";
        } else {
            set resp.body = {"{"message":""} + resp.reason + {"""} + "}";
        }
        return (deliver);
    }
}
