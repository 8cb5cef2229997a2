package kittest

import (
	"encoding"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"reflect"
	"strconv"
	"strings"
)

// Tree is a value as the JSON of a view shows it, with one difference
// from encoding/json: a number type with a String method (a set of cards,
// an enum) shows its String, so a set of cards reads as its cards and not
// as a bit mask. Structs become maps keyed by field name (or json tag).
func Tree(v any) any { return tree(reflect.ValueOf(v), 0) }

var (
	textMarshaler = reflect.TypeFor[encoding.TextMarshaler]()
	jsonMarshaler = reflect.TypeFor[json.Marshaler]()
	stringer      = reflect.TypeFor[fmt.Stringer]()
)

func tree(v reflect.Value, depth int) any {
	if !v.IsValid() || depth > 64 {
		return nil
	}
	t := v.Type()
	switch {
	case t.Implements(textMarshaler) && (v.Kind() != reflect.Pointer || !v.IsNil()):
		b, err := v.Interface().(encoding.TextMarshaler).MarshalText()
		if err != nil {
			return "!" + err.Error()
		}
		return string(b)
	case t.Implements(jsonMarshaler) && (v.Kind() != reflect.Pointer || !v.IsNil()):
		b, err := v.Interface().(json.Marshaler).MarshalJSON()
		var out any
		if err != nil || json.Unmarshal(b, &out) != nil {
			return string(b)
		}
		return out
	case isNumber(v.Kind()) && t.Implements(stringer):
		return v.Interface().(fmt.Stringer).String()
	}
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if v.IsNil() {
			return nil
		}
		return tree(v.Elem(), depth+1)
	case reflect.Struct:
		out := map[string]any{}
		structFields(v, out, depth)
		return out
	case reflect.Slice, reflect.Array:
		if v.Kind() == reflect.Slice && v.IsNil() {
			return nil
		}
		if t.Elem().Kind() == reflect.Uint8 && v.Kind() == reflect.Slice {
			return base64.StdEncoding.EncodeToString(v.Bytes())
		}
		out := make([]any, v.Len())
		for i := range out {
			out[i] = tree(v.Index(i), depth+1)
		}
		return out
	case reflect.Map:
		if v.IsNil() {
			return nil
		}
		out := map[string]any{}
		for it := v.MapRange(); it.Next(); {
			out[fmt.Sprint(tree(it.Key(), depth+1))] = tree(it.Value(), depth+1)
		}
		return out
	case reflect.String:
		return v.String()
	case reflect.Bool:
		return v.Bool()
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return v.Int()
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return v.Uint()
	case reflect.Float32, reflect.Float64:
		return strconv.FormatFloat(v.Float(), 'g', -1, 64)
	}
	return nil // funcs, channels
}

func isNumber(k reflect.Kind) bool {
	return k >= reflect.Int && k <= reflect.Uint64
}

// structFields files a struct's exported fields into out; embedded
// structs without a tag are flattened, as encoding/json does.
func structFields(v reflect.Value, out map[string]any, depth int) {
	t := v.Type()
	for i := range t.NumField() {
		f := t.Field(i)
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name == "-" {
			continue
		}
		fv := v.Field(i)
		if f.Anonymous && name == "" {
			inner := fv
			if inner.Kind() == reflect.Pointer {
				if inner.IsNil() {
					continue
				}
				inner = inner.Elem()
			}
			if inner.Kind() == reflect.Struct && !inner.Type().Implements(textMarshaler) {
				structFields(inner, out, depth+1)
				continue
			}
		}
		if !f.IsExported() {
			continue
		}
		if name == "" {
			name = f.Name
		}
		out[name] = tree(fv, depth+1)
	}
}

// Text is the JSON text of a tree, keys in order.
func Text(tree any) string {
	b, err := json.Marshal(tree)
	if err != nil {
		return fmt.Sprint(tree)
	}
	return string(b)
}

// Pointer finds the value at a JSON Pointer (RFC 6901) in a tree.
func Pointer(tree any, path string) (any, bool) {
	if path == "" {
		return tree, true
	}
	if !strings.HasPrefix(path, "/") {
		return nil, false
	}
	for _, tok := range strings.Split(path[1:], "/") {
		tok = strings.NewReplacer("~1", "/", "~0", "~").Replace(tok)
		switch node := tree.(type) {
		case map[string]any:
			next, ok := node[tok]
			if !ok {
				return nil, false
			}
			tree = next
		case []any:
			i, err := strconv.Atoi(tok)
			if err != nil || i < 0 || i >= len(node) {
				return nil, false
			}
			tree = node[i]
		default:
			return nil, false
		}
	}
	return tree, true
}
