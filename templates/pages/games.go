package pages

// Game is what the site's pages show of one game, in the page's language.
type Game struct {
	Slug  string
	Name  string
	Blurb string
	// Daily is set for a game with daily challenges: its card and
	// new-game page link to them.
	Daily bool
}

// Games are the hall's games in display order.
type Games []Game

// Name returns a slug's game name, or the slug itself.
func (gs Games) Name(slug string) string {
	for _, g := range gs {
		if g.Slug == slug {
			return g.Name
		}
	}
	return slug
}
