package handlers

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// Device cookies (OWASP, "Slow down online guessing attacks with device
// cookies"): a browser that signed in to an account gets a signed cookie
// naming the account and a random nonce. Its sign-ins to that account
// are counted under the nonce, apart from strangers' attempts, so an
// attacker who locks out untrusted clients does not lock out the owner.
const (
	deviceCookie = "device"
	deviceMaxAge = 365 * 24 * time.Hour
)

var b64url = base64.RawURLEncoding

// secret is a named key kept in the database so every instance agrees,
// read once per process.
func (s *Server) secret(ctx context.Context, name string, size int) ([]byte, error) {
	s.secretsMu.Lock()
	defer s.secretsMu.Unlock()
	if k, ok := s.secrets[name]; ok {
		return k, nil
	}
	k, err := s.Store.Key(ctx, name, size)
	if err != nil {
		return nil, err
	}
	if s.secrets == nil {
		s.secrets = map[string][]byte{}
	}
	s.secrets[name] = k
	return k, nil
}

// deviceSecret is the HMAC key of device cookies.
func (s *Server) deviceSecret(ctx context.Context) ([]byte, error) {
	return s.secret(ctx, "device-cookie", 32)
}

func deviceMAC(key []byte, uid int64, nonce string) string {
	m := hmac.New(sha256.New, key)
	m.Write([]byte("device:" + strconv.FormatInt(uid, 10) + ":" + nonce))
	return b64url.EncodeToString(m.Sum(nil))
}

// issueDevice gives the browser a device cookie for uid.
func (s *Server) issueDevice(w http.ResponseWriter, r *http.Request, uid int64) error {
	key, err := s.deviceSecret(r.Context())
	if err != nil {
		return err
	}
	var b [16]byte
	rand.Read(b[:])
	nonce := b64url.EncodeToString(b[:])
	http.SetCookie(w, &http.Cookie{
		Name:  deviceCookie,
		Value: strconv.FormatInt(uid, 10) + "." + nonce + "." + deviceMAC(key, uid, nonce),
		Path:  "/", MaxAge: int(deviceMaxAge.Seconds()),
		HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: s.TLS || r.TLS != nil,
	})
	return nil
}

// deviceNonce returns the nonce of the request's device cookie if it is
// genuine and was issued for uid.
func (s *Server) deviceNonce(r *http.Request, uid int64) (string, bool, error) {
	c, err := r.Cookie(deviceCookie)
	if err != nil {
		return "", false, nil
	}
	parts := strings.Split(c.Value, ".")
	if len(parts) != 3 || parts[0] != strconv.FormatInt(uid, 10) {
		return "", false, nil
	}
	key, err := s.deviceSecret(r.Context())
	if err != nil {
		return "", false, err
	}
	if !hmac.Equal([]byte(parts[2]), []byte(deviceMAC(key, uid, parts[1]))) {
		return "", false, nil
	}
	return parts[1], true, nil
}
