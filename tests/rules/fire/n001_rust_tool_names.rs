// rig never checks a hand-written `const NAME`: OpenAI, Anthropic and Gemini reject spaces.
pub struct Mailer;

impl rig::tool::Tool for Mailer {
    const NAME: &'static str = "send email"; // expect: N001, N005
    type Error = std::io::Error;
    type Args = ();
    type Output = ();

    fn description(&self) -> String {
        "Send an e-mail.".to_string()
    }
}
