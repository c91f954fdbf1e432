//! The lowest google-genai a project declares it needs (`google-genai>=1.71.0`): a project
//! that cannot run with a google-genai older than 1.12 never meets the SDK that refuses
//! defaults. Read from the files that declare dependencies: `pyproject.toml`,
//! `requirements.txt`, `setup.cfg`, and the metadata of a built or installed package
//! (`*.dist-info/METADATA`, `PKG-INFO`, `*.egg-info/PKG-INFO` and `requires.txt`), in the
//! project's directories (`project_files::project_dirs`) and their immediate children.

use std::path::{Path, PathBuf};

use crate::project_files;

/// The files of `dir` that may declare dependencies.
fn declaring_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for name in [
        "pyproject.toml",
        "requirements.txt",
        "setup.cfg",
        "PKG-INFO",
    ] {
        out.push(dir.join(name));
    }
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    // Sorted, so the answer does not depend on the directory's order.
    let mut children: Vec<PathBuf> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            p.extension()
                .is_some_and(|e| e == "dist-info" || e == "egg-info")
        })
        .collect();
    children.sort();
    for c in children {
        for name in ["METADATA", "PKG-INFO", "requires.txt"] {
            out.push(c.join(name));
        }
    }
}

/// The lowest google-genai the project around `start` (a file or directory) requires, when a
/// file declares a lower bound for it (`>=`, `==`, `~=`, `>`). Several declarations: the
/// lowest. An optional one (`; extra == "gemini"`) is a requirement too: whoever installs
/// the extra gets that version.
pub fn required_genai(start: &Path) -> Option<(u32, u32, u32)> {
    let dir = if start.is_dir() {
        start.to_path_buf()
    } else {
        start.parent()?.to_path_buf()
    };
    let dirs = project_files::project_dirs(&dir);
    let root = dirs.last().cloned().unwrap_or_default();
    let mut files = Vec::new();
    for d in &dirs {
        declaring_files(d, &mut files);
    }
    files
        .iter()
        .filter_map(|p| project_files::read_config_file(p, &root).ok().flatten())
        .flat_map(|text| floors(&text))
        .min()
}

/// Every lower bound of google-genai the text declares.
fn floors(text: &str) -> Vec<(u32, u32, u32)> {
    let lower = text.to_ascii_lowercase();
    let mut out = Vec::new();
    for line in lower.lines() {
        let mut rest = line;
        while let Some(at) = rest.find("google") {
            let after = &rest[at + "google".len()..];
            rest = after;
            // `google-genai`, `google_genai`, `google.genai` (PEP 503 spellings), not
            // `google-genai-extras` or `langchain-google-genai`.
            let Some(after) = ["-genai", "_genai", ".genai"]
                .iter()
                .find_map(|s| after.strip_prefix(s))
            else {
                continue;
            };
            let before = &line[..line.len() - rest.len() - "google".len()];
            if before
                .chars()
                .next_back()
                .is_some_and(|c| c.is_alphanumeric() || matches!(c, '-' | '_' | '.'))
            {
                continue;
            }
            if after
                .chars()
                .next()
                .is_some_and(|c| c.is_alphanumeric() || matches!(c, '-' | '_' | '.'))
            {
                continue;
            }
            if let Some(v) = lower_bound(after) {
                out.push(v);
            }
        }
    }
    out
}

/// The lower bound of a specifier that follows the name: `>=1.71.0`, ` (>=1.71.0)`,
/// `[aiohttp]>=1.2`, `==1.49.0`, `~=1.20`.
fn lower_bound(spec: &str) -> Option<(u32, u32, u32)> {
    let spec = spec.trim_start();
    // Extras before the specifier.
    let spec = match spec.strip_prefix('[') {
        Some(s) => s.split_once(']')?.1,
        None => spec,
    };
    let spec = spec.trim_start().trim_start_matches('(').trim_start();
    // The first clause of the specifier (`>=1.2,<2` or `<2,>=1.2`): any that bounds below.
    let clauses = spec
        .split([';', ')', '"', '\'', '#'])
        .next()
        .unwrap_or("")
        .split(',');
    clauses
        .filter_map(|c| {
            let c = c.trim();
            let v = ["==", ">=", "~=", ">"]
                .iter()
                .find_map(|op| c.strip_prefix(op))?;
            version(v.trim())
        })
        .max()
}

fn version(v: &str) -> Option<(u32, u32, u32)> {
    let mut parts = v.split('.').map(|p| {
        p.chars()
            .take_while(char::is_ascii_digit)
            .collect::<String>()
    });
    let major = parts.next()?.parse().ok()?;
    let minor = parts.next().and_then(|p| p.parse().ok()).unwrap_or(0);
    let patch = parts.next().and_then(|p| p.parse().ok()).unwrap_or(0);
    Some((major, minor, patch))
}

#[cfg(test)]
mod tests {
    use super::floors;

    #[test]
    fn reads_the_declared_lower_bound_in_every_spelling() {
        assert_eq!(
            floors("Requires-Dist: google-genai>=1.71.0\n"),
            [(1, 71, 0)]
        );
        assert_eq!(
            floors("Requires-Dist: google-genai (>=1.7.2)\n"),
            [(1, 7, 2)]
        );
        assert_eq!(
            floors("dependencies = [\n  \"google-genai[aiohttp]>=1.20,<2\",\n]\n"),
            [(1, 20, 0)]
        );
        assert_eq!(floors("google_genai==1.49.0\n"), [(1, 49, 0)]);
        assert_eq!(floors("google-genai<2,>=1.3 ; extra == 'g'\n"), [(1, 3, 0)]);
        // No lower bound, or another package.
        assert!(floors("google-genai\n").is_empty());
        assert!(floors("google-genai<2\n").is_empty());
        assert!(floors("langchain-google-genai>=4.2.5\n").is_empty());
        assert!(floors("google-genai-extras>=3\n").is_empty());
        assert!(floors("google-generativeai==0.8.4\n").is_empty());
    }
}
