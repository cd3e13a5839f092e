// The floor of the storefront benchmarks: a page with React alone, built with the same Vite, React
// plugin, target and compression as the shop.
import { useState } from "react";
import { createRoot } from "react-dom/client";

const App = () => {
  const [count, setCount] = useState(0);
  return (
    <main>
      <h1>Vitrina</h1>
      <p>React alone: the least JavaScript any React storefront sends.</p>
      <button type="button" onClick={() => setCount(count + 1)}>
        {count}
      </button>
    </main>
  );
};

createRoot(document.getElementById("root")).render(<App />);
