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

func (s *Server) accountPage(w http.ResponseWriter, r *http.Request, v *visitor, status int, view pages.AccountView) error {
	n, err := s.Store.RecoveryCodesLeft(r.Context(), v.uid)
	if err != nil {
		return err
	}
	view.Name, view.CodesLeft = v.name, n
	return s.render(w, r, status, pages.Account(v.page(r, v.tr("Account", "Аккаунт")), view))
}

// account shows the account settings.
func (s *Server) account(w http.ResponseWriter, r *http.Request) error {
	v := visitorOf(r)
	var view pages.AccountView
	switch r.URL.Query().Get("done") {
	case "password":
		view.Notice = v.tr("Password changed. Other browsers are signed out.", "Пароль изменён. Другие браузеры отключены.")
	case "rename":
		view.Notice = v.tr("Username changed.", "Имя изменено.")
	case "reset":
		view.Notice = v.tr("New password set; the recovery code is used up.", "Новый пароль задан; код восстановления израсходован.")
	}
	return s.accountPage(w, r, v, http.StatusOK, view)
}

// checkCurrent checks the signed-in person's password, counted first
// like a sign-in so a stolen session cannot guess it quickly. A wrong or
// too frequent password is answered by refuse; ok says whether to go on.
func (s *Server) checkCurrent(w http.ResponseWriter, r *http.Request, v *visitor, refuse func(status int, msg string) error) (ok bool, err error) {
	ctx := r.Context()
	key := "reauth:user:" + strconv.FormatInt(v.uid, 10)
	allowed, err := s.allow(ctx, limited{key, s.Limits.SignInPerAccount})
	if err != nil {
		return false, err
	}
	if !allowed {
		w.Header().Set("Retry-After", retryAfter(s.Limits.SignInPerAccount))
		return false, refuse(http.StatusTooManyRequests, v.tr("Too many wrong passwords. Wait 15 minutes.", "Слишком много неверных паролей. Подождите 15 минут."))
	}
	u, err := s.Store.UserByID(ctx, v.uid)
	if err != nil {
		return false, err
	}
	good, err := password.CheckContext(ctx, r.PostForm.Get("current"), u.PasswordHash)
	if err != nil {
		return false, err
	}
	if !good {
		return false, refuse(http.StatusUnprocessableEntity, v.tr("That is not your password.", "Это не ваш пароль."))
	}
	return true, s.Store.Forgive(ctx, key)
}

// accountRefusal shows the account page again, with a message by the
// form of section, for a refused change.
func (s *Server) accountRefusal(w http.ResponseWriter, r *http.Request, v *visitor, section string) func(status int, msg string) error {
	return func(status int, msg string) error {
		return s.accountPage(w, r, v, status, pages.AccountView{Errors: map[string]string{section: msg}})
	}
}

// changePassword sets a new password and signs out every other browser.
func (s *Server) changePassword(w http.ResponseWriter, r *http.Request) error {
	if err := s.parseForm(r); err != nil {
		return err
	}
	v := visitorOf(r)
	refuse := s.accountRefusal(w, r, v, "password")
	pw := r.PostForm.Get("password")
	if msg := checkPassword(v, pw, v.name); msg != "" {
		return refuse(http.StatusUnprocessableEntity, msg)
	}
	if pw != r.PostForm.Get("password2") {
		return refuse(http.StatusUnprocessableEntity, v.tr("The two passwords differ.", "Пароли не совпадают."))
	}
	if ok, err := s.checkCurrent(w, r, v, refuse); !ok || err != nil {
		return err
	}
	hash, err := password.HashContext(r.Context(), pw)
	if err != nil {
		return err
	}
	if err := s.Store.ChangePassword(r.Context(), v.uid, hash); err != nil {
		return err
	}
	v.sess.ID = "" // its row went with every other session of the account
	if err := s.startSession(w, r, v, v.uid, v.name); err != nil {
		return err
	}
	redirect(w, r, "/account?done=password")
	return nil
}

// rename changes the username under the sign-up rules.
func (s *Server) rename(w http.ResponseWriter, r *http.Request) error {
	if err := s.parseForm(r); err != nil {
		return err
	}
	v := visitorOf(r)
	refuse := s.accountRefusal(w, r, v, "rename")
	name, msg := checkUsername(v, r.PostForm.Get("username"))
	if msg != "" {
		return refuse(http.StatusUnprocessableEntity, msg)
	}
	if ok, err := s.checkCurrent(w, r, v, refuse); !ok || err != nil {
		return err
	}
	err := s.Store.RenameUser(r.Context(), v.uid, name)
	switch {
	case errors.Is(err, store.ErrConflict):
		return refuse(http.StatusUnprocessableEntity, v.tr("That username is taken.", "Это имя уже занято."))
	case errors.Is(err, store.ErrConfusable):
		return refuse(http.StatusUnprocessableEntity, v.tr("That username looks too much like one that is taken.", "Это имя слишком похоже на уже занятое."))
	case err != nil:
		return err
	}
	v.sess.Values[nameKey] = name
	if err := v.sess.Save(r, w); err != nil {
		return err
	}
	redirect(w, r, "/account?done=rename")
	return nil
}

// renewCodes replaces the recovery codes and shows the new ones once.
func (s *Server) renewCodes(w http.ResponseWriter, r *http.Request) error {
	if err := s.parseForm(r); err != nil {
		return err
	}
	v := visitorOf(r)
	refuse := s.accountRefusal(w, r, v, "codes")
	if ok, err := s.checkCurrent(w, r, v, refuse); !ok || err != nil {
		return err
	}
	codes, err := s.giveRecoveryCodes(r.Context(), v.uid)
	if err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "no-store")
	return s.render(w, r, http.StatusOK, pages.RecoveryCodes(v.page(r, v.tr("Recovery codes", "Коды восстановления")), codes, "/account"))
}

// showSignupCodes shows, once, the codes made at sign-up.
func (s *Server) showSignupCodes(w http.ResponseWriter, r *http.Request) error {
	v := visitorOf(r)
	c, err := r.Cookie(codesCookie)
	if err != nil {
		redirect(w, r, "/account")
		return nil
	}
	codec, err := s.codesCodec(r.Context())
	if err != nil {
		return err
	}
	var sealed struct {
		UID   int64
		Codes []string
	}
	http.SetCookie(w, &http.Cookie{Name: codesCookie, Value: "", Path: "/account/codes", MaxAge: -1, HttpOnly: true})
	if err := codec.Decode(codesCookie, c.Value, &sealed); err != nil || sealed.UID != v.uid {
		redirect(w, r, "/account")
		return nil
	}
	w.Header().Set("Cache-Control", "no-store")
	return s.render(w, r, http.StatusOK, pages.RecoveryCodes(v.page(r, v.tr("Recovery codes", "Коды восстановления")), sealed.Codes, "/"))
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
func (s *Server) deleteForm(w http.ResponseWriter, r *http.Request) error {
	v := visitorOf(r)
	return s.renderDelete(w, r, v, http.StatusOK, "")
}

func (s *Server) renderDelete(w http.ResponseWriter, r *http.Request, v *visitor, status int, msg string) error {
	counts, err := s.Store.CountGames(r.Context(), v.uid)
	if err != nil {
		return err
	}
	games := 0
	for _, c := range counts {
		games += c[0]
	}
	return s.render(w, r, status, pages.DeleteAccount(v.page(r, v.tr("Delete account", "Удалить аккаунт")), v.name, games, msg))
}

// deleteAccount deletes the account and its games once confirmed with
// the password, and signs the browser out.
func (s *Server) deleteAccount(w http.ResponseWriter, r *http.Request) error {
	if err := s.parseForm(r); err != nil {
		return err
	}
	v := visitorOf(r)
	refuse := func(status int, msg string) error { return s.renderDelete(w, r, v, status, msg) }
	if r.PostForm.Get("confirm") != "yes" {
		return refuse(http.StatusUnprocessableEntity, v.tr("Press “Delete forever” to confirm.", "Нажмите «Удалить навсегда» для подтверждения."))
	}
	if ok, err := s.checkCurrent(w, r, v, refuse); !ok || err != nil {
		return err
	}
	if err := s.Store.DeleteUser(r.Context(), v.uid); err != nil {
		return err
	}
	http.SetCookie(w, &http.Cookie{Name: deviceCookie, Value: "", Path: "/", MaxAge: -1, HttpOnly: true})
	v.sess.ID = "" // deleted with the account
	v.sess.Options.MaxAge = -1
	if err := v.sess.Save(r, w); err != nil {
		return err
	}
	redirect(w, r, "/?deleted=1")
	return nil
}

func (s *Server) forgotForm(w http.ResponseWriter, r *http.Request) error {
	v := visitorOf(r)
	return s.render(w, r, http.StatusOK, pages.Forgot(v.page(r, v.tr("Forgot password", "Забыли пароль")), "", ""))
}

// forgot sets a new password with a recovery code, which it burns; every
// session of the account ends and this browser is signed in afresh.
// Tries are counted first, per account and per address, like sign-ins.
func (s *Server) forgot(w http.ResponseWriter, r *http.Request) error {
	if err := s.parseForm(r); err != nil {
		return err
	}
	v := visitorOf(r)
	name := strings.TrimSpace(r.PostForm.Get("username"))
	page := v.page(r, v.tr("Forgot password", "Забыли пароль"))
	refuse := func(status int, msg string) error {
		return s.render(w, r, status, pages.Forgot(page, name, msg))
	}
	ctx := r.Context()
	ok, err := s.allow(ctx,
		limited{"recover:user:" + accountKey(name), s.Limits.RecoveryPerAccount},
		limited{"recover:addr:" + addrKey(s.clientAddr(r)), s.Limits.RecoveryPerAddress})
	if err != nil {
		return err
	}
	if !ok {
		w.Header().Set("Retry-After", retryAfter(s.Limits.RecoveryPerAccount))
		return refuse(http.StatusTooManyRequests, v.tr("Too many attempts. Wait 15 minutes and try again.", "Слишком много попыток. Подождите 15 минут."))
	}
	wrong := v.tr("Wrong username or recovery code.", "Неверное имя или код восстановления.")
	u, err := s.Store.UserByName(ctx, name)
	if errors.Is(err, store.ErrNotFound) {
		return refuse(http.StatusUnprocessableEntity, wrong)
	}
	if err != nil {
		return err
	}
	pw := r.PostForm.Get("password")
	if msg := checkPassword(v, pw, u.Username); msg != "" {
		return refuse(http.StatusUnprocessableEntity, msg)
	}
	if pw != r.PostForm.Get("password2") {
		return refuse(http.StatusUnprocessableEntity, v.tr("The two passwords differ.", "Пароли не совпадают."))
	}
	hash, err := password.HashContext(ctx, pw)
	if err != nil {
		return err
	}
	err = s.Store.ResetPassword(ctx, u.ID, codeHash(r.PostForm.Get("code")), hash)
	if errors.Is(err, store.ErrNotFound) {
		return refuse(http.StatusUnprocessableEntity, wrong)
	}
	if err != nil {
		return err
	}
	if err := s.issueDevice(w, r, u.ID); err != nil {
		return err
	}
	if err := s.startSession(w, r, v, u.ID, u.Username); err != nil {
		return err
	}
	redirect(w, r, "/account?done=reset")
	return nil
}
