export async function action() {
  return { ok: false, error: "Newsletter sign-up is not available yet." };
}

export async function loader() {
  return new Response("Not found", { status: 404 });
}
