// Package pglocal runs a private PostgreSQL cluster inside a data folder,
// so the hall (and its tests) need nothing but the machine's PostgreSQL
// binaries. The cluster listens on a unix socket in its own folder only.
package pglocal

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// ErrNotInstalled means no PostgreSQL server binaries were found.
var ErrNotInstalled = errors.New(`pglocal: PostgreSQL is not installed. ` +
	`The game hall runs its own private PostgreSQL when DATABASE_URL is not set, ` +
	`and for that it needs the server programs initdb, pg_ctl and postgres ` +
	`(on PATH or under /usr/lib/postgresql/<version>/bin). On Debian or Ubuntu ` +
	`install them with "apt-get install postgresql"; on macOS with "brew install postgresql". ` +
	`Or point the hall at any PostgreSQL 13+ server with ` +
	`DATABASE_URL=postgres://user:password@host:5432/dbname and start it again`)

// Cluster is a PostgreSQL cluster in a folder.
type Cluster struct {
	Dir string // the cluster's data folder, also its socket folder
	// Requested is the folder Start was asked for when the cluster lives
	// elsewhere (see Options.Fallback); empty when it is Dir.
	Requested string
	bin       string
	cred      *syscall.Credential
	started   bool // whether Start launched the server (so Stop stops it)
	fast      bool
}

// Options tune a cluster.
type Options struct {
	// Throwaway turns off durability (fsync) for test clusters.
	Throwaway bool
	// Fallback is where a cluster goes when the process runs as root and
	// the postgres system user cannot enter the folder asked for (root's
	// home, a mktemp -d folder). Default: DefaultFallback.
	Fallback string
}

// DefaultFallback is the default Options.Fallback.
const DefaultFallback = "/var/lib/gamehall"

// Start creates the cluster in dir if it does not exist, starts it unless
// it already runs, and returns it. When the process runs as root the
// server runs as the "postgres" system user, because initdb refuses root;
// if that user cannot enter dir, a new cluster goes under opt.Fallback
// instead (Requested then names dir), and an existing one is an error
// that says what to do.
func Start(ctx context.Context, dir string, opt Options) (*Cluster, error) {
	bin, err := findBinaries()
	if err != nil {
		return nil, err
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, fmt.Errorf("pglocal: %w", err)
	}
	c := &Cluster{Dir: abs, bin: bin, fast: opt.Throwaway}
	if os.Geteuid() == 0 {
		cred, err := postgresUser()
		if err != nil {
			return nil, err
		}
		c.cred = cred
		if err := c.place(ctx, opt.Fallback); err != nil {
			return nil, err
		}
	}
	// The socket path must fit in sun_path (107 bytes).
	if len(c.Dir)+len("/.s.PGSQL.5432") > 100 {
		return nil, fmt.Errorf("pglocal: data folder path too long for a unix socket: %s", c.Dir)
	}
	if err := c.ensureDir(); err != nil {
		return nil, err
	}
	if _, err := os.Stat(filepath.Join(abs, "PG_VERSION")); errors.Is(err, os.ErrNotExist) {
		if err := c.initdb(ctx); err != nil {
			return nil, err
		}
	}
	if c.running(ctx) {
		return c, nil
	}
	if err := c.start(ctx); err != nil {
		// Another process may have started it in the meantime.
		if c.running(ctx) {
			return c, nil
		}
		return nil, err
	}
	c.started = true
	return c, nil
}

// DSN is the connection string for the cluster's "postgres" database.
func (c *Cluster) DSN() string { return c.DSNFor("postgres") }

// DSNFor is the connection string for one database of the cluster.
func (c *Cluster) DSNFor(db string) string {
	return fmt.Sprintf("host=%s port=5432 user=postgres dbname=%s sslmode=disable", c.Dir, db)
}

// Started reports whether this process started the server.
func (c *Cluster) Started() bool { return c.started }

// Stop stops the server if this process started it.
func (c *Cluster) Stop() error {
	if !c.started {
		return nil
	}
	c.started = false
	return c.StopServer()
}

// StopServer stops the server whoever started it (fault tests use it).
func (c *Cluster) StopServer() error {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	return c.run(ctx, "pg_ctl", "-D", c.Dir, "-m", "fast", "-w", "stop")
}

// StartServer starts the server again after StopServer.
func (c *Cluster) StartServer(ctx context.Context) error { return c.start(ctx) }

// place chooses where the cluster of a root process lives: in c.Dir if
// the postgres user can enter it, else (for a new cluster) under
// fallback, with a symbolic link from c.Dir so the next start and the
// operator find it.
func (c *Cluster) place(ctx context.Context, fallback string) error {
	asked := c.Dir
	if fi, err := os.Lstat(asked); err == nil && fi.Mode()&os.ModeSymlink != 0 {
		if to, err := filepath.EvalSymlinks(asked); err == nil {
			c.Dir, c.Requested = to, asked
		}
	}
	if err := makeParents(c.Dir); err != nil {
		return err
	}
	if c.canEnter(ctx, filepath.Dir(c.Dir)) {
		return nil
	}
	if _, err := os.Stat(filepath.Join(c.Dir, "PG_VERSION")); err == nil {
		return fmt.Errorf("pglocal: the private PostgreSQL in %s cannot start: started as root, the hall runs "+
			"the database server as the \"postgres\" system user (PostgreSQL refuses root), and that user cannot "+
			"enter %s, because a folder on the way is closed to other users. Let it in (chmod o+x on each folder "+
			"of that path), or move the cluster folder to a place it can reach and point DATA_DIR at it, "+
			"or run the hall as the user who owns the folder, then start again", c.Dir, filepath.Dir(c.Dir))
	}
	if fallback == "" {
		fallback = DefaultFallback
	}
	sum := sha256.Sum256([]byte(c.Dir))
	moved := filepath.Join(fallback, "postgres-"+hex.EncodeToString(sum[:6]))
	if err := makeParents(moved); err != nil || !c.canEnter(ctx, fallback) {
		return fmt.Errorf("pglocal: the private PostgreSQL cannot live in %s: started as root, the hall runs "+
			"the database server as the \"postgres\" system user (PostgreSQL refuses root), and that user cannot "+
			"enter %s, because a folder on the way is closed to other users (as root's home and mktemp -d folders are); "+
			"nor can it use %s instead. Set DATA_DIR to a folder the postgres user can reach (e.g. DATA_DIR=/var/lib/gamehall), "+
			"or let it in with chmod o+x on each folder of the path, or run the hall as an ordinary user, "+
			"or set DATABASE_URL to an existing PostgreSQL server, then start again", asked, filepath.Dir(c.Dir), fallback)
	}
	// A folder an earlier failed start left empty gives way to the link.
	if fi, err := os.Lstat(c.Dir); err == nil && fi.IsDir() {
		os.Remove(c.Dir)
	}
	os.Symlink(moved, c.Dir)
	c.Dir, c.Requested = moved, asked
	return nil
}

// canEnter reports whether the server's user can enter dir: the kernel
// answers, by starting pg_ctl there as that user (the change of
// folder happens after the change of user).
func (c *Cluster) canEnter(ctx context.Context, dir string) bool {
	cmd := exec.CommandContext(ctx, filepath.Join(c.bin, "pg_ctl"), "--version")
	cmd.Dir = dir
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: c.cred}
	return cmd.Run() == nil
}

// makeParents creates the folders above dir; the server's user must be
// able to pass through them, so the ones created are world-traversable
// whatever the umask.
func makeParents(dir string) error {
	var created []string
	for p := filepath.Dir(dir); ; p = filepath.Dir(p) {
		if _, err := os.Stat(p); err == nil || p == filepath.Dir(p) {
			break
		}
		created = append(created, p)
	}
	if err := os.MkdirAll(filepath.Dir(dir), 0o755); err != nil {
		return fmt.Errorf("pglocal: %w", err)
	}
	for _, p := range created {
		if err := os.Chmod(p, 0o755); err != nil {
			return fmt.Errorf("pglocal: %w", err)
		}
	}
	return nil
}

func (c *Cluster) ensureDir() error {
	// The server's user must be able to reach the folder, so the
	// parents we create are world-traversable; the cluster itself is not.
	if err := makeParents(c.Dir); err != nil {
		return err
	}
	if err := os.MkdirAll(c.Dir, 0o700); err != nil {
		return fmt.Errorf("pglocal: %w", err)
	}
	if c.cred != nil {
		if err := os.Chown(c.Dir, int(c.cred.Uid), int(c.cred.Gid)); err != nil {
			return fmt.Errorf("pglocal: %w", err)
		}
	}
	return os.Chmod(c.Dir, 0o700)
}

func (c *Cluster) initdb(ctx context.Context) error {
	args := []string{"-D", c.Dir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C"}
	if c.fast {
		args = append(args, "--no-sync")
	}
	return c.run(ctx, "initdb", args...)
}

func (c *Cluster) start(ctx context.Context) error {
	opts := fmt.Sprintf("-c listen_addresses='' -c unix_socket_directories='%s' -c port=5432 -c max_connections=200", c.Dir)
	if c.fast {
		opts += " -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
	} else if c.major() >= 14 {
		// After a crash the server first syncs its data folder: one
		// syncfs per file system instead of an fsync per file makes that
		// seconds shorter, and the site is down until it ends.
		opts += " -c recovery_init_sync_method=syncfs"
	}
	return c.run(ctx, "pg_ctl", "-D", c.Dir, "-l", filepath.Join(c.Dir, "server.log"), "-w", "-t", "60", "-o", opts, "start")
}

// major is the cluster's PostgreSQL major version, or 0 if unknown.
func (c *Cluster) major() int {
	b, err := os.ReadFile(filepath.Join(c.Dir, "PG_VERSION"))
	if err != nil {
		return 0
	}
	n, _ := strconv.Atoi(strings.TrimSpace(string(b)))
	return n
}

func (c *Cluster) running(ctx context.Context) bool {
	return c.run(ctx, "pg_ctl", "-D", c.Dir, "status") == nil
}

func (c *Cluster) run(ctx context.Context, name string, args ...string) error {
	cmd := exec.CommandContext(ctx, filepath.Join(c.bin, name), args...)
	var out bytes.Buffer
	cmd.Stdout = &out
	cmd.Stderr = &out
	cmd.Dir = c.Dir
	// The server must outlive a Ctrl-C sent to our process group only
	// through our own Stop, so it gets its own process group.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Credential: c.cred}
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("pglocal: %s %s: %w: %s", name, strings.Join(args, " "), err, strings.TrimSpace(out.String()))
	}
	return nil
}

func postgresUser() (*syscall.Credential, error) {
	u, err := user.Lookup("postgres")
	if err != nil {
		return nil, fmt.Errorf("pglocal: running as root needs the \"postgres\" system user to run the server (install PostgreSQL from the system packages, or set DATABASE_URL): %w", err)
	}
	uid, _ := strconv.Atoi(u.Uid)
	gid, _ := strconv.Atoi(u.Gid)
	return &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}, nil
}

// findBinaries returns the folder holding initdb, pg_ctl and postgres:
// from PATH if initdb is there, else the newest /usr/lib/postgresql/*/bin.
func findBinaries() (string, error) {
	if p, err := exec.LookPath("initdb"); err == nil {
		dir := filepath.Dir(p)
		if hasAll(dir) {
			return dir, nil
		}
	}
	dirs, _ := filepath.Glob("/usr/lib/postgresql/*/bin")
	sort.Slice(dirs, func(i, j int) bool { return versionOf(dirs[i]) > versionOf(dirs[j]) })
	for _, d := range dirs {
		if hasAll(d) {
			return d, nil
		}
	}
	return "", ErrNotInstalled
}

func versionOf(binDir string) float64 {
	v, _ := strconv.ParseFloat(filepath.Base(filepath.Dir(binDir)), 64)
	return v
}

func hasAll(dir string) bool {
	for _, n := range []string{"initdb", "pg_ctl", "postgres"} {
		if _, err := os.Stat(filepath.Join(dir, n)); err != nil {
			return false
		}
	}
	return true
}
