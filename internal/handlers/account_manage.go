package handlers

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base32"
	"errors"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/gorilla/securecookie"

	"gamehall/internal/password"
	"gamehall/internal/store"
	"gamehall/templates/pages"
)

// Recovery codes: recoveryCodes per account, each 80 random bits shown as
// four groups of four base32 letters, stored as SHA-256 hashes (80 bits
// need no slow hash), burnt when used.
const (
	recoveryCodes = 8
	codesCookie   = "codes"
)

var codeEncoding = base32.NewEncoding("abcdefghijkmnpqrstuvwxyz23456789").WithPadding(base32.NoPadding)

// newRecoveryCodes returns fresh codes and their hashes.
func newRecoveryCodes() ([]string, [][]byte) {
	codes := make([]string, recoveryCodes)
	hashes := make([][]byte, recoveryCodes)
	for i := range codes {
		var b [10]byte
		rand.Read(b[:])
		c := codeEncoding.EncodeToString(b[:])
		codes[i] = c[0:4] + "-" + c[4:8] + "-" + c[8:12] + "-" + c[12:16]
		hashes[i] = codeHash(c)
	}
	return codes, hashes
}

// codeHash hashes a code as typed: case, spaces and dashes do not matter.
func codeHash(typed string) []byte {
	c := strings.Map(func(r rune) rune {
		if r == '-' || r == ' ' {
			return -1
		}
		return r
	}, strings.ToLower(strings.TrimSpace(typed)))
	h := sha256.Sum256([]byte("recovery:" + c))
	return h[:]
}

// codesCodec seals the fresh codes of a sign-up into a short-lived
// cookie, read once by /account/codes: the plain codes never reach the
// database.
func (s *Server) codesCodec(ctx context.Context) (*securecookie.SecureCookie, error) {
	k, err := s.secret(ctx, "codes-cookie", 64)
	if err != nil {
		return nil, err
	}
	return securecookie.New(k[:32], k[32:]).MaxAge(600), nil
}

// giveRecoveryCodes makes new codes for uid.
func (s *Server) giveRecoveryCodes(ctx context.Context, uid int64) ([]string, error) {
	codes, hashes := newRecoveryCodes()
	return codes, s.Store.SetRecoveryCodes(ctx, uid, hashes)
}

// signedIn is the visitor if they are signed in to an account; otherwise
// it sends them to sign in and returns nil.
func (s *Server) signedIn(w http.ResponseWriter, r *http.Request) *visitor {
	v, err := s.visit(r)
	if err != nil {
		s.fail(w, r, err)
		return nil
	}
	if v.uid == 0 || v.name == "" {
		redirect(w, r, "/signin")
		return nil
	}
	return v
}

func (s *Server) accountPage(w http.ResponseWriter, r *http.Request, v *visitor, status int, view pages.AccountView) {
	n, err := s.Store.RecoveryCodesLeft(r.Context(), v.uid)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	view.Name, view.CodesLeft = v.name, n
	s.render(w, r, status, pages.Account(v.page(r, v.tr("Account", "Аккаунт")), view))
}

// account shows the account settings.
func (s *Server) account(w http.ResponseWriter, r *http.Request) {
	v := s.signedIn(w, r)
	if v == nil {
		return
	}
	var view pages.AccountView
	switch r.URL.Query().Get("done") {
	case "password":
		view.Notice = v.tr("Password changed. Other browsers are signed out.", "Пароль изменён. Другие браузеры отключены.")
	case "rename":
		view.Notice = v.tr("Username changed.", "Имя изменено.")
	case "reset":
		view.Notice = v.tr("New password set; the recovery code is used up.", "Новый пароль задан; код восстановления израсходован.")
	}
	s.accountPage(w, r, v, http.StatusOK, view)
}

// checkCurrent checks the signed-in person's password, counted first
// like a sign-in so a stolen session cannot guess it quickly. It writes
// the refusal itself (via refuse) and reports whether to go on.
func (s *Server) checkCurrent(w http.ResponseWriter, r *http.Request, v *visitor, refuse func(status int, msg string)) bool {
	ctx := r.Context()
	key := "reauth:user:" + strconv.FormatInt(v.uid, 10)
	ok, err := s.allow(ctx, limited{key, s.Limits.SignInPerAccount})
	if err != nil {
		s.fail(w, r, err)
		return false
	}
	if !ok {
		w.Header().Set("Retry-After", retryAfter(s.Limits.SignInPerAccount))
		refuse(http.StatusTooManyRequests, v.tr("Too many wrong passwords. Wait 15 minutes.", "Слишком много неверных паролей. Подождите 15 минут."))
		return false
	}
	u, err := s.Store.UserByID(ctx, v.uid)
	if err != nil {
		s.fail(w, r, err)
		return false
	}
	good, err := password.CheckContext(ctx, r.PostForm.Get("current"), u.PasswordHash)
	if err != nil {
		s.fail(w, r, err)
		return false
	}
	if !good {
		refuse(http.StatusUnprocessableEntity, v.tr("That is not your password.", "Это не ваш пароль."))
		return false
	}
	if err := s.Store.Forgive(ctx, key); err != nil {
		s.fail(w, r, err)
		return false
	}
	return true
}

// changePassword sets a new password and signs out every other browser.
func (s *Server) changePassword(w http.ResponseWriter, r *http.Request) {
	if !s.parseForm(w, r) {
		return
	}
	v := s.signedIn(w, r)
	if v == nil {
		return
	}
	refuse := func(status int, msg string) {
		s.accountPage(w, r, v, status, pages.AccountView{Errors: map[string]string{"password": msg}})
	}
	pw := r.PostForm.Get("password")
	if msg := checkPassword(v, pw, v.name); msg != "" {
		refuse(http.StatusUnprocessableEntity, msg)
		return
	}
	if pw != r.PostForm.Get("password2") {
		refuse(http.StatusUnprocessableEntity, v.tr("The two passwords differ.", "Пароли не совпадают."))
		return
	}
	if !s.checkCurrent(w, r, v, refuse) {
		return
	}
	hash, err := password.HashContext(r.Context(), pw)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if err := s.Store.ChangePassword(r.Context(), v.uid, hash); err != nil {
		s.fail(w, r, err)
		return
	}
	v.sess.ID = "" // its row went with every other session of the account
	if err := s.startSession(w, r, v, v.uid, v.name); err != nil {
		s.fail(w, r, err)
		return
	}
	redirect(w, r, "/account?done=password")
}

// rename changes the username under the sign-up rules.
func (s *Server) rename(w http.ResponseWriter, r *http.Request) {
	if !s.parseForm(w, r) {
		return
	}
	v := s.signedIn(w, r)
	if v == nil {
		return
	}
	refuse := func(status int, msg string) {
		s.accountPage(w, r, v, status, pages.AccountView{Errors: map[string]string{"rename": msg}})
	}
	name, msg := checkUsername(v, r.PostForm.Get("username"))
	if msg != "" {
		refuse(http.StatusUnprocessableEntity, msg)
		return
	}
	if !s.checkCurrent(w, r, v, refuse) {
		return
	}
	err := s.Store.RenameUser(r.Context(), v.uid, name)
	switch {
	case errors.Is(err, store.ErrConflict):
		refuse(http.StatusUnprocessableEntity, v.tr("That username is taken.", "Это имя уже занято."))
		return
	case errors.Is(err, store.ErrConfusable):
		refuse(http.StatusUnprocessableEntity, v.tr("That username looks too much like one that is taken.", "Это имя слишком похоже на уже занятое."))
		return
	case err != nil:
		s.fail(w, r, err)
		return
	}
	v.sess.Values[nameKey] = name
	if err := v.sess.Save(r, w); err != nil {
		s.fail(w, r, err)
		return
	}
	redirect(w, r, "/account?done=rename")
}

// renewCodes replaces the recovery codes and shows the new ones once.
func (s *Server) renewCodes(w http.ResponseWriter, r *http.Request) {
	if !s.parseForm(w, r) {
		return
	}
	v := s.signedIn(w, r)
	if v == nil {
		return
	}
	refuse := func(status int, msg string) {
		s.accountPage(w, r, v, status, pages.AccountView{Errors: map[string]string{"codes": msg}})
	}
	if !s.checkCurrent(w, r, v, refuse) {
		return
	}
	codes, err := s.giveRecoveryCodes(r.Context(), v.uid)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	w.Header().Set("Cache-Control", "no-store")
	s.render(w, r, http.StatusOK, pages.RecoveryCodes(v.page(r, v.tr("Recovery codes", "Коды восстановления")), codes, "/account"))
}

// showSignupCodes shows, once, the codes made at sign-up.
func (s *Server) showSignupCodes(w http.ResponseWriter, r *http.Request) {
	v := s.signedIn(w, r)
	if v == nil {
		return
	}
	c, err := r.Cookie(codesCookie)
	if err != nil {
		redirect(w, r, "/account")
		return
	}
	codec, err := s.codesCodec(r.Context())
	if err != nil {
		s.fail(w, r, err)
		return
	}
	var sealed struct {
		UID   int64
		Codes []string
	}
	http.SetCookie(w, &http.Cookie{Name: codesCookie, Value: "", Path: "/account/codes", MaxAge: -1, HttpOnly: true})
	if err := codec.Decode(codesCookie, c.Value, &sealed); err != nil || sealed.UID != v.uid {
		redirect(w, r, "/account")
		return
	}
	w.Header().Set("Cache-Control", "no-store")
	s.render(w, r, http.StatusOK, pages.RecoveryCodes(v.page(r, v.tr("Recovery codes", "Коды восстановления")), sealed.Codes, "/"))
}

// sealSignupCodes gives a new account its codes and puts them in the
// short-lived cookie /account/codes reads.
func (s *Server) sealSignupCodes(w http.ResponseWriter, r *http.Request, uid int64) error {
	codes, err := s.giveRecoveryCodes(r.Context(), uid)
	if err != nil {
		return err
	}
	codec, err := s.codesCodec(r.Context())
	if err != nil {
		return err
	}
	val, err := codec.Encode(codesCookie, struct {
		UID   int64
		Codes []string
	}{uid, codes})
	if err != nil {
		return err
	}
	http.SetCookie(w, &http.Cookie{
		Name: codesCookie, Value: val, Path: "/account/codes", MaxAge: int((10 * time.Minute).Seconds()),
		HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: s.TLS || r.TLS != nil,
	})
	return nil
}

// deleteForm is the confirm step before deleting the account.
func (s *Server) deleteForm(w http.ResponseWriter, r *http.Request) {
	v := s.signedIn(w, r)
	if v == nil {
		return
	}
	s.renderDelete(w, r, v, http.StatusOK, "")
}

func (s *Server) renderDelete(w http.ResponseWriter, r *http.Request, v *visitor, status int, msg string) {
	counts, err := s.Store.CountGames(r.Context(), v.uid)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	games := 0
	for _, c := range counts {
		games += c[0]
	}
	s.render(w, r, status, pages.DeleteAccount(v.page(r, v.tr("Delete account", "Удалить аккаунт")), v.name, games, msg))
}

// deleteAccount deletes the account and its games once confirmed with
// the password, and signs the browser out.
func (s *Server) deleteAccount(w http.ResponseWriter, r *http.Request) {
	if !s.parseForm(w, r) {
		return
	}
	v := s.signedIn(w, r)
	if v == nil {
		return
	}
	refuse := func(status int, msg string) { s.renderDelete(w, r, v, status, msg) }
	if r.PostForm.Get("confirm") != "yes" {
		refuse(http.StatusUnprocessableEntity, v.tr("Press “Delete forever” to confirm.", "Нажмите «Удалить навсегда» для подтверждения."))
		return
	}
	if !s.checkCurrent(w, r, v, refuse) {
		return
	}
	if err := s.Store.DeleteUser(r.Context(), v.uid); err != nil {
		s.fail(w, r, err)
		return
	}
	http.SetCookie(w, &http.Cookie{Name: deviceCookie, Value: "", Path: "/", MaxAge: -1, HttpOnly: true})
	v.sess.ID = "" // deleted with the account
	v.sess.Options.MaxAge = -1
	if err := v.sess.Save(r, w); err != nil {
		s.fail(w, r, err)
		return
	}
	redirect(w, r, "/?deleted=1")
}

func (s *Server) forgotForm(w http.ResponseWriter, r *http.Request) {
	v, err := s.visit(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.render(w, r, http.StatusOK, pages.Forgot(v.page(r, v.tr("Forgot password", "Забыли пароль")), "", ""))
}

// forgot sets a new password with a recovery code, which it burns; every
// session of the account ends and this browser is signed in afresh.
// Tries are counted first, per account and per address, like sign-ins.
func (s *Server) forgot(w http.ResponseWriter, r *http.Request) {
	if !s.parseForm(w, r) {
		return
	}
	v, err := s.visit(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	name := strings.TrimSpace(r.PostForm.Get("username"))
	page := v.page(r, v.tr("Forgot password", "Забыли пароль"))
	refuse := func(status int, msg string) { s.render(w, r, status, pages.Forgot(page, name, msg)) }
	ctx := r.Context()
	ok, err := s.allow(ctx,
		limited{"recover:user:" + accountKey(name), s.Limits.RecoveryPerAccount},
		limited{"recover:addr:" + addrKey(s.clientAddr(r)), s.Limits.RecoveryPerAddress})
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if !ok {
		w.Header().Set("Retry-After", retryAfter(s.Limits.RecoveryPerAccount))
		refuse(http.StatusTooManyRequests, v.tr("Too many attempts. Wait 15 minutes and try again.", "Слишком много попыток. Подождите 15 минут."))
		return
	}
	wrong := v.tr("Wrong username or recovery code.", "Неверное имя или код восстановления.")
	u, err := s.Store.UserByName(ctx, name)
	if errors.Is(err, store.ErrNotFound) {
		refuse(http.StatusUnprocessableEntity, wrong)
		return
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	pw := r.PostForm.Get("password")
	if msg := checkPassword(v, pw, u.Username); msg != "" {
		refuse(http.StatusUnprocessableEntity, msg)
		return
	}
	if pw != r.PostForm.Get("password2") {
		refuse(http.StatusUnprocessableEntity, v.tr("The two passwords differ.", "Пароли не совпадают."))
		return
	}
	hash, err := password.HashContext(ctx, pw)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	err = s.Store.ResetPassword(ctx, u.ID, codeHash(r.PostForm.Get("code")), hash)
	if errors.Is(err, store.ErrNotFound) {
		refuse(http.StatusUnprocessableEntity, wrong)
		return
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if err := s.issueDevice(w, r, u.ID); err != nil {
		s.fail(w, r, err)
		return
	}
	if err := s.startSession(w, r, v, u.ID, u.Username); err != nil {
		s.fail(w, r, err)
		return
	}
	redirect(w, r, "/account?done=reset")
}
