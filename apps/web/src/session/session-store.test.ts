import { STORAGE_KEYS } from "@icms/protocol";
import { describe, expect, it, vi } from "vitest";
import {
  clearSession,
  clearStorageExceptLanguage,
  getSession,
  isSignedIn,
  saveSignIn,
  savePrivileges,
  saveTokens,
  subscribeSession,
} from "./session-store";

const login = {
  AccessToken: "access-1",
  RefreshToken: "refresh-1",
  uid: 42,
  authorInfo: { uid: 42, nickname: "n", avatar_url: "", wallet_addr: "0xabc", bio: "", email: "" },
};
const wallet = { address: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8", chainId: 97 };

describe("session store", () => {
  it("stores every key the spec lists after a login", () => {
    saveSignIn(login, wallet);
    expect({ ...localStorage }).toEqual({
      AccessToken: "access-1",
      RefreshToken: "refresh-1",
      uid: "42",
      WalletAddr: wallet.address,
      address: wallet.address,
      islogin: "true",
      type: "1",
      is_click_connect_btn: "true",
      chainId: "97",
      networkId: "97",
    });
    expect(isSignedIn()).toBe(true);
    expect(getSession()).toMatchObject({ accessToken: "access-1", uid: "42", walletAddr: wallet.address, chainId: 97 });
  });

  it("tells subscribers when the session changes, and only then", () => {
    const listener = vi.fn();
    const stop = subscribeSession(listener);
    saveSignIn(login, wallet);
    expect(listener).toHaveBeenCalledTimes(1);
    saveTokens({ AccessToken: "access-1", RefreshToken: "refresh-1" });
    expect(listener).toHaveBeenCalledTimes(1);
    saveTokens({ AccessToken: "access-2", RefreshToken: "refresh-2" });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(getSession().accessToken).toBe("access-2");
    stop();
  });

  it("caches privileges as JSON under userPrivilege", () => {
    savePrivileges([{ privilege_code: "dao_review", privilege_typedata: 2, val: 1 }]);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userPrivilege) ?? "null")).toEqual([
      { privilege_code: "dao_review", privilege_typedata: 2, val: 1 },
    ]);
  });

  it("code 1000 clears the tokens, uid, wallet address, login flag and privileges only", () => {
    localStorage.setItem(STORAGE_KEYS.lang, "ru");
    saveSignIn(login, wallet);
    savePrivileges([{ privilege_code: "x", privilege_typedata: 1, val: 1 }]);
    clearSession();
    expect({ ...localStorage }).toEqual({
      pcsite_lang: "ru",
      type: "1",
      address: wallet.address,
      is_click_connect_btn: "true",
      chainId: "97",
      networkId: "97",
    });
    expect(isSignedIn()).toBe(false);
  });

  it("logout and wallet events clear everything except the language", () => {
    localStorage.setItem(STORAGE_KEYS.lang, "zh");
    localStorage.setItem("something-else", "1");
    saveSignIn(login, wallet);
    clearStorageExceptLanguage();
    expect({ ...localStorage }).toEqual({ pcsite_lang: "zh" });
    expect(getSession()).toEqual({ accessToken: null, refreshToken: null, uid: null, walletAddr: null, chainId: null });
  });

  it("leaves no language behind when none was chosen", () => {
    saveSignIn(login, wallet);
    clearStorageExceptLanguage();
    expect(localStorage.length).toBe(0);
  });
});
