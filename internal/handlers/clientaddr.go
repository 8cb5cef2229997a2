package handlers

import (
	"net"
	"net/http"
	"net/netip"
	"strings"
)

// ParseTrustedProxies reads a comma-separated list of CIDR prefixes or
// single addresses (TRUSTED_PROXIES), e.g. "10.0.0.0/8, ::1".
func ParseTrustedProxies(list string) ([]netip.Prefix, error) {
	var out []netip.Prefix
	for _, f := range strings.Split(list, ",") {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		if !strings.Contains(f, "/") {
			a, err := netip.ParseAddr(f)
			if err != nil {
				return nil, err
			}
			out = append(out, netip.PrefixFrom(a.Unmap(), a.Unmap().BitLen()))
			continue
		}
		p, err := netip.ParsePrefix(f)
		if err != nil {
			return nil, err
		}
		out = append(out, p.Masked())
	}
	return out, nil
}

// clientAddr is the address a request came from. The peer is the client
// unless it is a trusted proxy; then X-Forwarded-For is read from the
// right, each hop a trusted proxy appended, and the first address that
// is not a trusted proxy is the client. Entries left of it were written
// by the client itself and prove nothing, so a client cannot choose the
// address its attempts are counted under.
func (s *Server) clientAddr(r *http.Request) netip.Addr {
	peer := peerAddr(r)
	if !s.trusted(peer) {
		return peer
	}
	var hops []string
	for _, h := range r.Header.Values("X-Forwarded-For") {
		hops = append(hops, strings.Split(h, ",")...)
	}
	client := peer
	for i := len(hops) - 1; i >= 0; i-- {
		a, err := netip.ParseAddr(strings.TrimSpace(hops[i]))
		if err != nil {
			break // garbage from the left of the chain: the last good hop is the client
		}
		client = a.Unmap()
		if !s.trusted(client) {
			break
		}
	}
	return client
}

func (s *Server) trusted(a netip.Addr) bool {
	for _, p := range s.TrustedProxies {
		if p.Contains(a) {
			return true
		}
	}
	return false
}

func peerAddr(r *http.Request) netip.Addr {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	a, err := netip.ParseAddr(host)
	if err != nil {
		return netip.IPv6Unspecified()
	}
	return a.Unmap()
}

// addrKey names a client address in rate-limit keys. An IPv6 client
// usually holds a whole /64, so its limits count the /64.
func addrKey(a netip.Addr) string {
	if a.Is6() {
		p, _ := a.Prefix(64)
		return p.String()
	}
	return a.String()
}
