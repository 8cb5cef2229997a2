package handlers

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"net/http"
	"net/url"
	"strings"
	"unicode"
	"unicode/utf8"

	"gamehall/internal/password"
	"gamehall/internal/session"
	"gamehall/internal/store"
	"gamehall/internal/username"
	"gamehall/templates/pages"
)

// Account rules.
const (
	minUsername = 3
	maxUsername = 24
	minPassword = 8
	maxPassword = 128
)

// checkUsername returns the name as it will be stored (PRECIS: NFC,
// full-width forms mapped) and why it is not allowed, or "".
func checkUsername(v *visitor, raw string) (string, string) {
	name, err := username.Display(strings.TrimSpace(raw))
	if err != nil {
		name = strings.TrimSpace(raw)
	}
	n := utf8.RuneCountInString(name)
	if n < minUsername || n > maxUsername {
		return name, v.tr("A username has 3 to 24 characters.", "Имя пользователя — от 3 до 24 символов.")
	}
	latin, cyrillic := false, false
	for i, c := range name {
		ok := unicode.IsLetter(c) && (c < 128 || unicode.Is(unicode.Cyrillic, c)) || unicode.IsDigit(c) && c < 128 || c == '_' || c == '-'
		if !ok || err != nil {
			return name, v.tr("A username may use letters, digits, _ and - only.", "В имени можно использовать только буквы, цифры, _ и -.")
		}
		if i == 0 && !unicode.IsLetter(c) {
			return name, v.tr("A username starts with a letter.", "Имя начинается с буквы.")
		}
		latin = latin || c < 128 && unicode.IsLetter(c)
		cyrillic = cyrillic || unicode.Is(unicode.Cyrillic, c)
	}
	if latin && cyrillic {
		// Mixed scripts are how look-alike names are made ("аdmin").
		return name, v.tr("A username uses Latin or Cyrillic letters, not both.", "В имени — латинские или русские буквы, но не вместе.")
	}
	return name, ""
}

// checkPassword returns why a password is not allowed, or "". As NIST SP
// 800-63B asks: long enough, not one of the most common passwords, not
// the username, and not blank (only spaces or control characters).
func checkPassword(v *visitor, pw, name string) string {
	n := utf8.RuneCountInString(pw)
	if n < minPassword {
		return v.tr("A password has at least 8 characters.", "Пароль — не короче 8 символов.")
	}
	if n > maxPassword {
		return v.tr("A password has at most 128 characters.", "Пароль — не длиннее 128 символов.")
	}
	if strings.IndexFunc(pw, func(c rune) bool { return !unicode.IsSpace(c) && !unicode.IsControl(c) }) < 0 {
		return v.tr("A password needs letters, digits or signs, not only spaces.", "В пароле нужны буквы, цифры или знаки, а не одни пробелы.")
	}
	if !utf8.ValidString(pw) {
		return v.tr("A password must be valid text.", "Пароль должен быть обычным текстом.")
	}
	if password.Common(pw) {
		return v.tr("That password is one of the most common ones; attackers try it first. Choose another.",
			"Это один из самых частых паролей — его пробуют первым. Выберите другой.")
	}
	key, err := username.Key(name)
	if err != nil {
		key = strings.ToLower(name)
	}
	if folded, err := username.Key(strings.Join(strings.Fields(pw), "")); key != "" &&
		(strings.Contains(strings.ToLower(pw), key) || err == nil && strings.Contains(folded, key)) {
		return v.tr("A password must not contain the username.", "Пароль не должен содержать имя пользователя.")
	}
	return ""
}

func (s *Server) signupForm(w http.ResponseWriter, r *http.Request) error {
	v := visitorOf(r)
	return s.render(w, r, http.StatusOK, pages.SignUp(v.page(r, v.tr("Sign up", "Регистрация")), "", "", v.uid != 0))
}

// signup names the visitor's guest user (keeping its games) or makes a
// new account, then signs in with a fresh session id.
func (s *Server) signup(w http.ResponseWriter, r *http.Request) error {
	if err := s.parseForm(r); err != nil {
		return err
	}
	v := visitorOf(r)
	name, nameMsg := checkUsername(v, r.PostForm.Get("username"))
	pw := r.PostForm.Get("password")
	refuse := func(msg string) error {
		return s.render(w, r, http.StatusUnprocessableEntity,
			pages.SignUp(v.page(r, v.tr("Sign up", "Регистрация")), name, msg, v.uid != 0))
	}
	if v.name != "" {
		return refuse(v.tr("You are already signed in.", "Вы уже вошли."))
	}
	allowed, err := s.allow(r.Context(), limited{"signup:addr:" + addrKey(s.clientAddr(r)), s.Limits.SignUpPerAddress})
	if err != nil {
		return err
	}
	if !allowed {
		w.Header().Set("Retry-After", retryAfter(s.Limits.SignUpPerAddress))
		return s.render(w, r, http.StatusTooManyRequests, pages.SignUp(v.page(r, v.tr("Sign up", "Регистрация")), name,
			v.tr("Too many sign-ups from your network. Try again in an hour.", "Слишком много регистраций из вашей сети. Попробуйте через час."), v.uid != 0))
	}
	if nameMsg != "" {
		return refuse(nameMsg)
	}
	if msg := checkPassword(v, pw, name); msg != "" {
		return refuse(msg)
	}
	if pw != r.PostForm.Get("password2") {
		return refuse(v.tr("The two passwords differ.", "Пароли не совпадают."))
	}
	hash, err := password.HashContext(r.Context(), pw)
	if err != nil {
		return err
	}
	uid := v.uid
	if uid != 0 {
		err = s.Store.NameGuest(r.Context(), uid, name, hash)
		if errors.Is(err, store.ErrNotFound) {
			uid = 0 // the guest is gone (or named): make a new account
		}
	}
	if uid == 0 {
		var u *store.User
		u, err = s.Store.CreateUser(r.Context(), name, hash, v.lang)
		if u != nil {
			uid = u.ID
		}
	}
	if errors.Is(err, store.ErrConflict) {
		return refuse(v.tr("That username is taken.", "Это имя уже занято."))
	}
	if errors.Is(err, store.ErrConfusable) {
		return refuse(v.tr("That username looks too much like one that is taken.", "Это имя слишком похоже на уже занятое."))
	}
	if err != nil {
		return err
	}
	if err := s.issueDevice(w, r, uid); err != nil {
		return err
	}
	if err := s.sealSignupCodes(w, r, uid); err != nil {
		return err
	}
	if err := s.startSession(w, r, v, uid, name); err != nil {
		return err
	}
	redirect(w, r, "/account/codes")
	return nil
}

// startSession signs the visitor in as uid under a new session id.
func (s *Server) startSession(w http.ResponseWriter, r *http.Request, v *visitor, uid int64, name string) error {
	if err := s.Sessions.Renew(r, v.sess); err != nil {
		return err
	}
	v.sess.Values[session.UserKey] = uid
	v.sess.Values[nameKey] = name
	return v.sess.Save(r, w)
}

func (s *Server) signinForm(w http.ResponseWriter, r *http.Request) error {
	v := visitorOf(r)
	return s.render(w, r, http.StatusOK, pages.SignIn(v.page(r, v.tr("Sign in", "Вход")), "", ""))
}

// signin checks a password. Every attempt is counted before the check,
// atomically in the database, and refused over the limit before argon2
// runs, so parallel guesses cannot slip past. A browser holding the
// account's device cookie is counted under that cookie alone; others
// are counted per account and per client address. A guest's games move
// to the account signed in to.
func (s *Server) signin(w http.ResponseWriter, r *http.Request) error {
	if err := s.parseForm(r); err != nil {
		return err
	}
	v := visitorOf(r)
	name := strings.TrimSpace(r.PostForm.Get("username"))
	pw := r.PostForm.Get("password")
	page := v.page(r, v.tr("Sign in", "Вход"))
	ctx := r.Context()
	u, err := s.Store.UserByName(ctx, name)
	if err != nil && !errors.Is(err, store.ErrNotFound) {
		return err
	}
	var counters []limited
	lim := s.Limits.SignInPerAccount
	if u != nil {
		nonce, ok, err := s.deviceNonce(r, u.ID)
		if err != nil {
			return err
		}
		if ok {
			lim = s.Limits.SignInPerDevice
			counters = []limited{{"login:device:" + nonce, lim}}
		}
	}
	if counters == nil {
		counters = []limited{
			{"login:user:" + accountKey(name), s.Limits.SignInPerAccount},
			{"login:addr:" + addrKey(s.clientAddr(r)), s.Limits.SignInPerAddress},
		}
	}
	allowed, err := s.allow(ctx, counters...)
	if err != nil {
		return err
	}
	if !allowed {
		w.Header().Set("Retry-After", retryAfter(lim))
		return s.render(w, r, http.StatusTooManyRequests, pages.SignIn(page, name,
			v.tr("Too many attempts. Wait 15 minutes and try again, or sign in from a browser you signed in with before.",
				"Слишком много попыток. Подождите 15 минут или войдите из браузера, в котором уже входили.")))
	}
	ok := false
	if u != nil && u.PasswordHash != "" {
		ok, err = password.CheckContext(ctx, pw, u.PasswordHash)
	} else {
		_, err = password.CheckContext(ctx, pw, dummyHash) // spend the same time as a real check
	}
	if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return err
	}
	if !ok || len(pw) > maxPassword {
		return s.render(w, r, http.StatusUnprocessableEntity, pages.SignIn(page, name,
			v.tr("Wrong username or password.", "Неверное имя или пароль.")))
	}
	for _, c := range counters {
		// A success is not a failure: give its count back.
		if err := s.Store.Forgive(ctx, c.key); err != nil {
			return err
		}
	}
	if v.uid != 0 && v.uid != u.ID && v.name == "" {
		if err := s.Store.MoveGames(ctx, v.uid, u.ID); err != nil {
			return err
		}
	}
	if err := s.issueDevice(w, r, u.ID); err != nil {
		return err
	}
	if err := s.startSession(w, r, v, u.ID, u.Username); err != nil {
		return err
	}
	if u.Lang == "ru" || u.Lang == "en" {
		s.setLangCookie(w, r, u.Lang)
	}
	if u.Prefs != "" {
		q, _ := url.ParseQuery(u.Prefs)
		s.setPrefsCookie(w, r, prefsFrom(q))
	}
	redirect(w, r, "/")
	return nil
}

// accountKey names an account in rate-limit keys, whether or not it
// exists, the way sign-in finds it (its canonical key).
func accountKey(name string) string {
	k, err := username.Key(name)
	if err != nil {
		k = strings.ToLower(name)
	}
	if len(k) > 4*maxUsername {
		// No account has so long a name; keep the counter's key small
		// (a 64 KiB name would not fit PostgreSQL's index).
		sum := sha256.Sum256([]byte(k))
		return "long:" + hex.EncodeToString(sum[:])
	}
	return k
}

// dummyHash makes a sign-in for an unknown name cost as much as a real one.
var dummyHash = password.Hash("not a password anyone has")

// signout ends this session.
func (s *Server) signout(w http.ResponseWriter, r *http.Request) error {
	v := visitorOf(r)
	v.sess.Options.MaxAge = -1
	if err := v.sess.Save(r, w); err != nil {
		return err
	}
	redirect(w, r, "/")
	return nil
}

// signoutEverywhere ends every session of the account.
func (s *Server) signoutEverywhere(w http.ResponseWriter, r *http.Request) error {
	v := visitorOf(r)
	if v.uid != 0 && v.name != "" {
		if err := s.Store.DeleteUserSessions(r.Context(), v.uid); err != nil {
			return err
		}
	}
	v.sess.Options.MaxAge = -1
	v.sess.Save(r, w)
	redirect(w, r, "/")
	return nil
}
